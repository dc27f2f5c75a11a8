import type { LucideIcon } from "lucide-react";
import { useId, type ReactNode, type Ref } from "react";

const TONES = {
  accepted: { box: "border-emerald-500/40 bg-emerald-500/10", heading: "text-emerald-100" },
  declined: { box: "border-red-500/40 bg-red-500/10", heading: "text-red-100" },
} as const;

/** The frame of the client's answer (accepted or declined): a status region that can take focus when brought into view. */
export function AnswerNotice({
  tone,
  section,
  icon: Icon,
  heading,
  ref,
  children,
}: {
  tone: keyof typeof TONES;
  section: string;
  icon: LucideIcon;
  heading: ReactNode;
  ref?: Ref<HTMLElement> | undefined;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      ref={ref}
      tabIndex={-1}
      data-section={section}
      aria-labelledby={headingId}
      role="status"
      className={`space-y-2 rounded-xl border p-4 outline-none sm:p-6 ${TONES[tone].box}`}
    >
      <h2 id={headingId} className={`flex items-center gap-2 text-lg font-semibold ${TONES[tone].heading}`}>
        <Icon aria-hidden="true" className="size-5" />
        {heading}
      </h2>
      {children}
    </section>
  );
}
