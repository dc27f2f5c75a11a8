import type { AuditFilter } from "@scopewise/shared";
import { Download } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import { saveFile } from "../../editor/download/save-file";
import { apiErrorText } from "../../lib/api-errors";
import { useUiTranslator } from "../../lib/use-ui-translator";
import { useGetMembersQuery } from "../teams/teams-api";
import { useDownloadAuditCsvMutation, useGetAuditLogInfiniteQuery } from "./audit-api";
import { dayAfter, dayStart } from "./audit-labels";
import { AuditFilters, NO_FILTERS, type ActivityFilters } from "./AuditFilters";
import { AuditTable } from "./AuditTable";

/** The filters as the server takes them: the "to" day is included (the server's `to` is exclusive). */
export function auditFilterOf(filters: ActivityFilters): AuditFilter {
  return {
    action: filters.action || undefined,
    actor_id: filters.actorId || undefined,
    from: dayStart(filters.fromDay),
    to: dayAfter(filters.toDay),
  };
}

/** Workspace settings → Activity (admins and owners): the audit log, filtered, page by page, and as CSV. */
export function ActivitySection({ workspaceId }: { workspaceId: string }) {
  const t = useUiTranslator();
  const [filters, setFilters] = useState<ActivityFilters>(NO_FILTERS);
  const filter = auditFilterOf(filters);
  const members = useGetMembersQuery(workspaceId);
  // Reopening the settings shows what happened since, not the cached pages.
  const log = useGetAuditLogInfiniteQuery({ workspaceId, filter }, { refetchOnMountOrArgChange: true });
  const [download, { isLoading: isDownloading }] = useDownloadAuditCsvMutation();
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  const memberNames = new Map((members.data ?? []).map((member) => [member.user_id, member.name || member.email]));

  const downloadCsv = async () => {
    try {
      saveFile(await download({ workspaceId, filter }).unwrap(), `activity-${workspaceId}.csv`);
    } catch (failure) {
      toast.error(apiErrorText(failure, t("The CSV could not be downloaded.")));
    }
  };

  return (
    <section aria-labelledby="workspace-activity-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="workspace-activity-heading" className="text-sm font-semibold text-zinc-100">
          {t("Activity")}
        </h3>
        <Button variant="secondary" className="h-9" disabled={isDownloading} onClick={() => void downloadCsv()}>
          {isDownloading ? <Spinner /> : <Download aria-hidden="true" className="size-4" />}
          {t("Download CSV")}
        </Button>
      </div>
      <p className="text-sm text-zinc-400">{t("Who did what in this workspace, newest first.")}</p>
      <AuditFilters filters={filters} members={members.data ?? []} onChange={setFilters} />
      {log.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {apiErrorText(log.error, t("The activity could not be loaded."))}
        </p>
      ) : log.isLoading || (log.isFetching && entries.length === 0) ? (
        <p className="text-sm text-zinc-400">{t("Loading the activity…")}</p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-zinc-400">{t("No activity matches these filters.")}</p>
      ) : (
        <AuditTable entries={entries} caption={t("Activity in this workspace")} memberNames={memberNames} />
      )}
      {log.hasNextPage && !log.isError ? (
        <Button
          variant="secondary"
          className="h-9"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? <Spinner /> : null}
          {t("Load more")}
        </Button>
      ) : null}
    </section>
  );
}
