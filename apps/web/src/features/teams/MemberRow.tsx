import type { WorkspaceMember, WorkspaceRole } from "@scopewise/shared";
import { useId } from "react";
import { Button } from "../../components/Button";
import { fieldInputClass } from "../../components/FieldFrame";
import { useUiTranslator } from "../../lib/use-ui-translator";
import { roleLabel } from "./role-labels";

interface MemberRowProps {
  member: WorkspaceMember;
  isYou: boolean;
  /** The roles the viewer of this list may give this member; empty shows the role as text. */
  assignableRoles: WorkspaceRole[];
  canRemove: boolean;
  canLeave: boolean;
  busy: boolean;
  onChangeRole: (role: WorkspaceRole) => void;
  onRemove: () => void;
}

/** One member: who they are, their role (a select where the viewer may change it), remove or leave. */
export function MemberRow({
  member,
  isYou,
  assignableRoles,
  canRemove,
  canLeave,
  busy,
  onChangeRole,
  onRemove,
}: MemberRowProps) {
  const t = useUiTranslator();
  const roleId = useId();
  const who = member.name.trim() || member.email;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-zinc-800 text-xs font-semibold text-zinc-200"
        >
          {who.charAt(0).toUpperCase()}
        </span>
        <span className="min-w-0">
          <span className="block truncate text-sm font-medium text-zinc-100">
            {who}
            {isYou ? <span className="ml-2 text-xs font-normal text-zinc-500">{t("(you)")}</span> : null}
          </span>
          <span className="block truncate text-xs text-zinc-500">{member.email}</span>
        </span>
      </div>
      <div className="flex items-center gap-2 pl-11 sm:pl-0">
        {assignableRoles.length > 0 ? (
          <>
            <label htmlFor={roleId} className="sr-only">
              {t("Role of {{name}}", { name: who })}
            </label>
            <select
              id={roleId}
              value={member.role}
              disabled={busy}
              onChange={(event) => onChangeRole(event.currentTarget.value as WorkspaceRole)}
              className={`${fieldInputClass} h-9 w-32 shrink-0 px-2`}
            >
              {assignableRoles.map((role) => (
                <option key={role} value={role}>
                  {roleLabel(role, t)}
                </option>
              ))}
            </select>
          </>
        ) : (
          <span className="w-32 text-sm text-zinc-300">{roleLabel(member.role, t)}</span>
        )}
        {isYou && canLeave ? (
          <Button variant="secondary" className="h-9 w-24 shrink-0 text-red-400" disabled={busy} onClick={onRemove}>
            {t("Leave")}
          </Button>
        ) : !isYou && canRemove ? (
          <Button
            variant="secondary"
            className="h-9 w-24 shrink-0 text-red-400"
            disabled={busy}
            aria-label={t("Remove {{name}}", { name: who })}
            onClick={onRemove}
          >
            {t("Remove")}
          </Button>
        ) : (
          <span className="hidden w-24 sm:block" />
        )}
      </div>
    </li>
  );
}
