import type { FormEvent } from "react";
import toast from "react-hot-toast";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "../components/Button";
import { PasswordField } from "../components/PasswordField";
import { TextField } from "../components/TextField";
import { TextLink } from "../components/TextLink";
import { useLoginMutation } from "../features/auth/auth-api";
import { signedIn } from "../features/auth/auth-slice";
import { AuthCard } from "../features/auth/AuthCard";
import { useSignedInDestination } from "../features/auth/GuestOnly";
import { SignInNotice } from "../features/auth/sign-in-notice";
import { SocialSignInOptions } from "../features/auth/SocialSignInOptions";
import { signInErrorText } from "../lib/api-errors";
import { carriedAuthSearch } from "../lib/next-path";
import { loadSharedSchemas, loadSharedSchemasOr } from "../lib/shared-schemas";
import { useFormValues } from "../lib/use-form-values";
import { useAppDispatch } from "../store/hooks";

export default function SignInPage() {
  // An invitation sends its address along, and where to come back to.
  const [params] = useSearchParams();
  const destination = useSignedInDestination();
  const { values, onChange } = useFormValues({ email: params.get("email") ?? "", password: "" });
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const shared = await loadSharedSchemasOr((error) => toast.error(signInErrorText(error)));
    if (!shared) return;
    const { firstIssueMessage, loginSchema } = shared;
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      toast.error(firstIssueMessage(parsed.error));
      return;
    }
    try {
      const session = await login(parsed.data).unwrap();
      dispatch(signedIn({ ...session, authType: "email" }));
      // Errors from earlier attempts belong to this screen; do not carry them into the app.
      toast.dismiss();
      void navigate(destination, { replace: true });
    } catch (error) {
      toast.error(signInErrorText(error));
    }
  };

  return (
    <AuthCard
      title="We are Here to Help You"
      subtitle="Sign in to estimate projects and write proposals."
      footer={
        <>
          Don&apos;t have an account? <TextLink to={`/signup${carriedAuthSearch(params)}`}>Sign up</TextLink>
        </>
      }
    >
      <SignInNotice />
      <form
        noValidate
        onFocus={() => void loadSharedSchemas().catch(() => undefined)}
        onSubmit={(event) => void onSubmit(event)}
        className="space-y-4"
      >
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={onChange}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={onChange}
        />
        <div className="flex justify-end">
          <TextLink to="/forgot-password" className="text-sm">
            Forgot Password?
          </TextLink>
        </div>
        <Button type="submit" className="w-full" disabled={isLoading}>
          {isLoading ? "Loading..." : "Sign In"}
        </Button>
      </form>
      <SocialSignInOptions providers={["google"]} intent="in" />
    </AuthCard>
  );
}
