import { TIMINGS } from "@scopewise/shared";
import { MailCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "../components/Button";
import { TextField } from "../components/TextField";
import { TextLink } from "../components/TextLink";
import { useForgotPasswordMutation } from "../features/auth/auth-api";
import { AuthCard } from "../features/auth/AuthCard";
import { forgotPasswordErrorText } from "../lib/api-errors";

// Spec section 5: a deliberately simple pattern; the server does the full check.
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LINK_LIFETIME_MINUTES = TIMINGS.resetTokenTtlSeconds / 60;

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sendInstructions, { isLoading }] = useForgotPasswordMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) {
      toast.error("Please enter your email address");
      return;
    }
    if (!SIMPLE_EMAIL.test(trimmed)) {
      toast.error("Please enter a valid email address");
      return;
    }
    try {
      await sendInstructions({ email: trimmed }).unwrap();
      toast.success("Password reset instructions sent successfully!");
      setSentTo(trimmed);
    } catch (error) {
      toast.error(forgotPasswordErrorText(error));
    }
  };

  const backToLogin = (
    <>
      Remembered it? <TextLink to="/login">Back to login</TextLink>
    </>
  );

  if (sentTo) {
    return (
      <AuthCard title="Check Your Email" footer={backToLogin}>
        <div className="flex flex-col items-center text-center">
          <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-violet-500/15 text-violet-300">
            <MailCheck aria-hidden="true" className="size-6" />
          </span>
          <p className="text-lg font-medium text-zinc-100">Instructions Sent!</p>
          <p className="mt-2 text-sm text-zinc-400">
            If an account exists for <span className="font-medium text-zinc-200">{sentTo}</span>, it will receive a link
            to reset the password. The link works once and expires in {LINK_LIFETIME_MINUTES} minutes.
          </p>
          <p className="mt-6 text-sm text-zinc-400">
            No email?{" "}
            <button
              type="button"
              onClick={() => setSentTo(null)}
              className="rounded-sm font-medium text-violet-400 hover:text-violet-300"
            >
              Try again
            </button>
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we will send you reset instructions."
      footer={backToLogin}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField
          label="Email"
          name="email"
          // Plain text keeps what was typed (an email input trims it), so blank input gets its own message.
          type="text"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" className="w-full" disabled={isLoading || email.length === 0}>
          {isLoading ? "Sending Instructions..." : "Send Reset Instructions"}
        </Button>
      </form>
    </AuthCard>
  );
}
