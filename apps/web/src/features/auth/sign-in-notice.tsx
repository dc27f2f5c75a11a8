import { useLocation } from "react-router";

/**
 * A message the sign-in page keeps on screen, passed in the navigation's state: e.g. why a Google
 * or LinkedIn sign-in signed nobody in, which is too long for a one-line toast.
 */
interface WithSignInNotice {
  signInNotice: string;
}

export function signInNoticeState(text: string): WithSignInNotice {
  return { signInNotice: text };
}

export function SignInNotice() {
  const state = useLocation().state as Partial<WithSignInNotice> | null;
  const text = typeof state?.signInNotice === "string" ? state.signInNotice : undefined;
  if (!text) return null;
  return (
    <p
      role="alert"
      className="mb-5 rounded-lg border border-amber-500/30 bg-amber-500/10 px-3 py-2.5 text-sm text-amber-100"
    >
      {text}
    </p>
  );
}
