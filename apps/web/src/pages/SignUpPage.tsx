import { useState, type ChangeEvent, type FormEvent } from "react";
import toast from "react-hot-toast";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "../components/Button";
import { PasswordField } from "../components/PasswordField";
import { Spinner } from "../components/Spinner";
import { TextField } from "../components/TextField";
import { TextLink } from "../components/TextLink";
import { useRegisterMutation } from "../features/auth/auth-api";
import { AuthCard } from "../features/auth/AuthCard";
import { SocialSignInOptions } from "../features/auth/SocialSignInOptions";
import { serverFieldErrors, signUpErrorText } from "../lib/api-errors";
import { firstErrorPerField } from "../lib/field-errors";
import { loadSharedSchemas, loadSharedSchemasOr, sharedSchemasIfLoaded } from "../lib/shared-schemas";
import { useFormValues } from "../lib/use-form-values";
import { carriedAuthSearch } from "../lib/next-path";

const EMPTY_FORM = {
  first_name: "",
  last_name: "",
  email: "",
  username: "",
  password: "",
  password_confirm: "",
};

export default function SignUpPage() {
  // An invitation sends its address along, and where to come back to after signing in.
  const [params] = useSearchParams();
  const carried = carriedAuthSearch(params);
  const { values, onChange } = useFormValues({ ...EMPTY_FORM, email: params.get("email") ?? "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [register, { isLoading }] = useRegisterMutation();
  const navigate = useNavigate();

  // A field's shown error stays, updated, until the field is valid; other fields' errors are left alone.
  const onFieldChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event);
    const { name, value } = event.target;
    // Errors come from a submit, which fetched the schemas.
    const shared = sharedSchemasIfLoaded();
    if (!(name in errors) || !shared) return;
    const parsed = shared.registerSchema.safeParse({ ...values, [name]: value });
    const message = parsed.success
      ? undefined
      : firstErrorPerField(shared.issuesToFieldErrors(parsed.error.issues))[name];
    setErrors((current) => {
      const next = { ...current };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const shared = await loadSharedSchemasOr((error) => toast.error(signUpErrorText(error)));
    if (!shared) return;
    const { registerSchema, issuesToFieldErrors, SIGNUP_MANY_ERRORS_MESSAGE } = shared;
    const parsed = registerSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = firstErrorPerField(issuesToFieldErrors(parsed.error.issues));
      const messages = Object.values(fieldErrors);
      setErrors(fieldErrors);
      toast.error(messages.length > 1 ? SIGNUP_MANY_ERRORS_MESSAGE : (messages[0] ?? SIGNUP_MANY_ERRORS_MESSAGE));
      return;
    }
    try {
      await register(parsed.data).unwrap();
      toast.success("Signup successful");
      void navigate(carried ? `/login${carried}` : "/");
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toast.error(signUpErrorText(error));
    }
  };

  const field = (name: keyof typeof EMPTY_FORM) => ({
    name,
    value: values[name],
    onChange: onFieldChange,
    error: errors[name],
  });

  return (
    <AuthCard
      title="Create your account"
      subtitle="Start estimating projects in minutes."
      footer={
        <>
          Already have an account? <TextLink to={`/login${carried}`}>Sign in</TextLink>
        </>
      }
    >
      <form
        noValidate
        onFocus={() => void loadSharedSchemas().catch(() => undefined)}
        onSubmit={(event) => void onSubmit(event)}
        className="space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" {...field("first_name")} />
          <TextField label="Last name" autoComplete="family-name" {...field("last_name")} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" {...field("email")} />
        <TextField label="Username" autoComplete="username" {...field("username")} />
        <PasswordField label="Password" autoComplete="new-password" {...field("password")} />
        <PasswordField label="Confirm password" autoComplete="new-password" {...field("password_confirm")} />
        <Button type="submit" className="w-full" disabled={isLoading}>
          {isLoading ? <Spinner /> : null}
          Continue
        </Button>
      </form>
      <SocialSignInOptions providers={["google", "linkedin"]} intent="up" />
    </AuthCard>
  );
}
