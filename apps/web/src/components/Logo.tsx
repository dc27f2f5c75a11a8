import { useId } from "react";

interface LogoProps {
  className?: string;
}

/** The Scopewise wordmark: a crosshair "scope" mark followed by the name. */
export function Logo({ className }: LogoProps) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 150 32" role="img" aria-label="Scopewise" className={className ?? "h-8 w-auto"}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#6366f1" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <circle cx="16" cy="16" r="7" fill="none" stroke="#fff" strokeWidth="2.5" />
      <path d="M16 4.5v4M16 23.5v4M4.5 16h4M23.5 16h4" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="16" cy="16" r="2" fill="#fff" />
      <text
        x="42"
        y="22.5"
        fill="#fafafa"
        fontSize="20"
        fontWeight="650"
        letterSpacing="-0.3"
        textLength="106"
        lengthAdjust="spacingAndGlyphs"
        fontFamily="ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
      >
        Scopewise
      </text>
    </svg>
  );
}
