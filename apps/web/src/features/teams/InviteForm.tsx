import { invitationCreateSchema, type WorkspaceRole } from "@scopewise/shared";
import { useId, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/Button";
import { fieldInputClass } from "../../components/FieldFrame";
import { Spinner } from "../../components/Spinner";
import { TextField } from "../../components/TextField";
import { apiErrorText, serverFieldErrors } from "../../lib/api-errors";
import { useUiTranslator } from "../../lib/use-ui-translator";
import { roleDescription, roleLabel } from "./role-labels";
import { useCreateInvitationMutation } from "./teams-api";

const INVITED_ROLES = ["admin", "editor", "viewer"] as const satisfies WorkspaceRole[];
type InvitedRole = (typeof INVITED_ROLES)[number];

/** Invite a colleague by email with a role; the server mails them the link. */
export function InviteForm({ workspaceId, autoFocus }: { workspaceId: string; autoFocus: boolean }) {
  const t = useUiTranslator();
  const roleId = useId();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<InvitedRole>("editor");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [invite, { isLoading }] = useCreateInvitationMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = invitationCreateSchema.safeParse({ email, role });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setErrors({ [String(issue?.path[0] ?? "email")]: t(issue?.message ?? "Enter a valid email address") });
      return;
    }
    try {
      await invite({ workspaceId, ...parsed.data }).unwrap();
      toast.success(t("Invitation sent to {{email}}", { email: parsed.data.email }));
      setEmail("");
      setErrors({});
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      setErrors(
        Object.keys(fields).length > 0
          ? fields
          : { email: apiErrorText(failure, t("The invitation could not be sent.")) },
      );
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_9rem]">
        <TextField
          label={t("Email address")}
          name="invite-email"
          type="email"
          autoComplete="off"
          placeholder={t("colleague@company.com")}
          data-autofocus={autoFocus ? true : undefined}
          value={email}
          error={errors.email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors({});
          }}
        />
        <div>
          <label htmlFor={roleId} className="mb-1.5 block text-sm font-medium text-zinc-300">
            {t("Role")}
          </label>
          <select
            id={roleId}
            value={role}
            onChange={(event) => setRole(event.currentTarget.value as InvitedRole)}
            className={`${fieldInputClass} px-2`}
          >
            {INVITED_ROLES.map((option) => (
              <option key={option} value={option}>
                {roleLabel(option, t)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {errors.role ? <p className="text-sm text-red-400">{errors.role}</p> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-zinc-500">{roleDescription(role, t)}</p>
        <Button type="submit" className="h-10 shrink-0" disabled={isLoading}>
          {isLoading ? <Spinner /> : null}
          {t("Send invitation")}
        </Button>
      </div>
    </form>
  );
}
