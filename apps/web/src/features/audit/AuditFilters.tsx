import { AUDIT_ACTIONS, type AuditAction, type WorkspaceMember } from "@scopewise/shared";
import { useId, type ReactNode } from "react";
import { fieldInputClass } from "../../components/FieldFrame";
import { useUiTranslator } from "../../lib/use-ui-translator";
import { AUDIT_ACTION_LABELS } from "./audit-labels";

/** What the Activity list is narrowed to; days are YYYY-MM-DD (UTC), empty for none. */
export interface ActivityFilters {
  action: AuditAction | "";
  actorId: string;
  fromDay: string;
  toDay: string;
}
export const NO_FILTERS: ActivityFilters = { action: "", actorId: "", fromDay: "", toDay: "" };

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-zinc-300">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** The Activity list's filters: one action, one member, a range of days. Each change reloads from the newest. */
export function AuditFilters({
  filters,
  members,
  onChange,
}: {
  filters: ActivityFilters;
  members: WorkspaceMember[];
  onChange: (filters: ActivityFilters) => void;
}) {
  const t = useUiTranslator();
  const set = (changes: Partial<ActivityFilters>) => onChange({ ...filters, ...changes });
  const control = `${fieldInputClass} h-10 px-2 text-sm`;
  return (
    <div role="group" aria-label={t("Filters")} className="grid grid-cols-1 gap-3 sm:grid-cols-4">
      <Labelled label={t("Action")}>
        {(id) => (
          <select
            id={id}
            className={control}
            value={filters.action}
            onChange={(event) => set({ action: event.currentTarget.value as AuditAction | "" })}
          >
            <option value="">{t("All actions")}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(AUDIT_ACTION_LABELS[action])}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <Labelled label={t("Member")}>
        {(id) => (
          <select
            id={id}
            className={control}
            value={filters.actorId}
            onChange={(event) => set({ actorId: event.currentTarget.value })}
          >
            <option value="">{t("All members")}</option>
            {members.map((member) => (
              <option key={member.user_id} value={member.user_id}>
                {member.name || member.email}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <Labelled label={t("From")}>
        {(id) => (
          <input
            id={id}
            type="date"
            className={control}
            value={filters.fromDay}
            max={filters.toDay || undefined}
            onChange={(event) => set({ fromDay: event.currentTarget.value })}
          />
        )}
      </Labelled>
      <Labelled label={t("To")}>
        {(id) => (
          <input
            id={id}
            type="date"
            className={control}
            value={filters.toDay}
            min={filters.fromDay || undefined}
            onChange={(event) => set({ toDay: event.currentTarget.value })}
          />
        )}
      </Labelled>
    </div>
  );
}
