import { firstIssueMessage, resetPasswordSchema } from "@scopewise/shared";
import { CircleCheck } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button, buttonClass } from "../components/Button";
import { PasswordField } from "../components/PasswordField";
import { TextField } from "../components/TextField";
import { TextLink } from "../components/TextLink";
import { useResetPasswordMutation } from "../features/auth/auth-api";
import { AuthCard } from "../features/auth/AuthCard";
import { resetPasswordErrorText } from "../lib/api-errors";
import { useFormValues } from "../lib/use-form-values";

const MISSING_TOKEN = "Invalid or missing reset token";

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const emailFromLink = params.get("email") ?? "";
  const { values, onChange } = useFormValues({ email: "", new_password: "", confirm_password: "" });
  const [done, setDone] = useState(false);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const navigate = useNavigate();

  useEffect(() => {
    if (token) return;
    // A fixed id keeps the toast single even if this effect runs twice.
    toast.error(MISSING_TOKEN, { id: MISSING_TOKEN });
    void navigate("/forgot-password", { replace: true });
  }, [token, navigate]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = resetPasswordSchema.safeParse({ ...values, email: emailFromLink || values.email, token });
    if (!parsed.success) {
      toast.error(firstIssueMessage(parsed.error));
      return;
    }
    try {
      await resetPassword(parsed.data).unwrap();
      toast.success("Password reset successfully! You can now log in with your new password.");
      setDone(true);
    } catch (error) {
      toast.error(resetPasswordErrorText(error));
    }
  };

  if (done) {
    return (
      <AuthCard title="Password Reset Successful!">
        <div className="flex flex-col items-center text-center">
          <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-emerald-500/15 text-emerald-300">
            <CircleCheck aria-hidden="true" className="size-6" />
          </span>
          <p className="text-sm text-zinc-400">Your password has been changed. Sign in with your new password.</p>
          <Link to="/" className={buttonClass("primary", "mt-6 w-full")}>
            Continue to Login
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle={emailFromLink ? `Choose a new password for ${emailFromLink}.` : "Choose a new password."}
      footer={
        <>
          Remembered it? <TextLink to="/login">Back to login</TextLink>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <input type="hidden" name="token" value={token} />
        {emailFromLink ? null : (
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={onChange}
          />
        )}
        <PasswordField
          label="New password"
          name="new_password"
          autoComplete="new-password"
          value={values.new_password}
          onChange={onChange}
        />
        <PasswordField
          label="Confirm password"
          name="confirm_password"
          autoComplete="new-password"
          value={values.confirm_password}
          onChange={onChange}
        />
        <Button type="submit" className="w-full" disabled={isLoading}>
          {isLoading ? "Resetting Password..." : "Reset Password"}
        </Button>
      </form>
    </AuthCard>
  );
}
