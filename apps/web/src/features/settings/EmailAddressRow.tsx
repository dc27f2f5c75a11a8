import { BadgeCheck, Mail } from "lucide-react";
import toast from "react-hot-toast";
import type { User } from "@scopewise/shared";
import { Button } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import { apiErrorText } from "../../lib/api-errors";
import { useResendVerificationMutation } from "../auth/auth-api";

interface EmailAddressRowProps {
  user: User | null;
  /** Whether `user` came from the server just now (until then the verified state is not shown). */
  isFresh: boolean;
  className?: string;
}

/** The account's email address, whether it is verified, and a new verification link when it is not. */
export function EmailAddressRow({ user, isFresh, className = "" }: EmailAddressRowProps) {
  const [resend, { isLoading }] = useResendVerificationMutation();
  const verified = user?.email_verified === true;

  const onResend = async () => {
    try {
      await resend().unwrap();
      toast.success("A new verification link has been sent. Check your inbox.");
    } catch (error) {
      toast.error(
        apiErrorText(error, "The verification link could not be sent", "Something went wrong. Please try again."),
      );
    }
  };

  return (
    <div className={className}>
      <div className="min-w-0">
        <p className="text-sm font-medium text-zinc-100">Email address</p>
        <p className="mt-0.5 break-all text-xs text-zinc-400">{user?.email}</p>
        {isFresh && !verified ? (
          <p className="mt-1 text-xs text-amber-300">
            Not verified yet: open the link we mailed you. Until then Google and LinkedIn cannot be connected.
          </p>
        ) : null}
      </div>
      {!isFresh ? null : verified ? (
        <span className="inline-flex shrink-0 items-center gap-1.5 text-sm text-emerald-300">
          <BadgeCheck aria-hidden="true" className="size-4" />
          Verified
        </span>
      ) : (
        <Button
          variant="secondary"
          className="h-9 shrink-0 whitespace-nowrap"
          onClick={() => void onResend()}
          disabled={isLoading}
        >
          {isLoading ? <Spinner /> : <Mail aria-hidden="true" className="size-4" />}
          Send a new link
        </Button>
      )}
    </div>
  );
}
