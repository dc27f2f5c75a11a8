import { Building2, LogOut, Printer, Users } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { useIsDocumentPage } from "../../lib/route-ids";
import { useFreshUser } from "../auth/use-fresh-user";
import { CompanyProfileModal } from "../company/CompanyProfileModal";
import { useCurrentWorkspace, useWorkspacePermissions } from "../teams/use-workspace-permissions";
import { useUiTranslator } from "../../lib/use-ui-translator";
import { ConnectProvidersRow } from "./ConnectProvidersRow";
import { DeleteAccountSection } from "./DeleteAccountSection";
import { DeleteAllRow } from "./DeleteAllRow";
import { EmailAddressRow } from "./EmailAddressRow";

interface SettingsModalProps {
  open: boolean;
  onClose: () => void;
  /** Opens the current workspace's settings in place of these. */
  onOpenWorkspace: () => void;
  onLogout: () => void;
}

const rowClass = "flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between";

/** The account's email and connected providers, read fresh from the server each time Settings opens. */
function AccountRows() {
  const { user, isFresh } = useFreshUser();
  return (
    <>
      <EmailAddressRow user={user} isFresh={isFresh} className={rowClass} />
      <ConnectProvidersRow className={rowClass} />
    </>
  );
}

export function SettingsModal({ open, onClose, onOpenWorkspace, onLogout }: SettingsModalProps) {
  const canExport = useIsDocumentPage();
  const { workspace } = useCurrentWorkspace();
  // What belongs to the workspace: its documents and projects are changed by editors and up, its company profile by admins.
  const can = useWorkspacePermissions();
  const canEdit = can.editContent;
  const t = useUiTranslator();
  // The company profile opens in its own dialog in place of Settings, and closing it comes back here.
  const [editingCompany, setEditingCompany] = useState(false);

  // The dialog closes first so the printout shows the document, not the settings.
  const exportData = () => {
    onClose();
    window.setTimeout(() => window.print(), 50);
  };

  return (
    <>
      <CompanyProfileModal open={open && editingCompany} onClose={() => setEditingCompany(false)} />
      <Modal open={open && !editingCompany} title="Settings" onClose={onClose}>
        <div className="divide-y divide-zinc-800/80">
          <div className={`${rowClass} pt-0`}>
            <p className="text-sm font-medium text-zinc-100">Language</p>
            <p className="text-sm text-zinc-400">Auto-detect</p>
          </div>
          {open ? <AccountRows /> : null}
          <div className={rowClass}>
            <div className="min-w-0">
              <p className="text-sm font-medium text-zinc-100">{t("Workspace")}</p>
              <p className="mt-0.5 truncate text-xs text-zinc-500">{workspace ? workspace.name : "\u00a0"}</p>
            </div>
            <Button
              variant="secondary"
              className="h-9 shrink-0 whitespace-nowrap"
              onClick={() => {
                onClose();
                onOpenWorkspace();
              }}
            >
              <Users aria-hidden="true" className="size-4" />
              {t("Manage workspace")}
            </Button>
          </div>
          {can.editCompanyProfile ? (
            <div className={rowClass}>
              <div>
                <p className="text-sm font-medium text-zinc-100">Company profile</p>
                <p className="mt-0.5 text-xs text-zinc-500">
                  Name, logo, brand colour, rates and terms your proposals are sent with.
                </p>
              </div>
              <Button
                variant="secondary"
                className="h-9 shrink-0 whitespace-nowrap"
                onClick={() => setEditingCompany(true)}
              >
                <Building2 aria-hidden="true" className="size-4" />
                Edit company profile
              </Button>
            </div>
          ) : null}
          {canExport ? (
            <div className={rowClass}>
              <div>
                <p className="text-sm font-medium text-zinc-100">Export data</p>
                <p className="mt-0.5 text-xs text-zinc-500">Print the open document or save it as a PDF.</p>
              </div>
              <Button variant="secondary" className="h-9 shrink-0 whitespace-nowrap" onClick={exportData}>
                <Printer aria-hidden="true" className="size-4" />
                Export data
              </Button>
            </div>
          ) : null}
          {canEdit ? (
            <>
              <DeleteAllRow kind="documents" className={rowClass} />
              <DeleteAllRow kind="projects" className={rowClass} />
            </>
          ) : null}
          <div className={rowClass}>
            <div>
              <p className="text-sm font-medium text-zinc-100">Session</p>
              <p className="mt-0.5 text-xs text-zinc-500">Sign out of Scopewise in this browser.</p>
            </div>
            <Button variant="secondary" className="h-9 shrink-0 whitespace-nowrap" onClick={onLogout}>
              <LogOut aria-hidden="true" className="size-4" />
              Log out on this device
            </Button>
          </div>
          <div className="pt-4">
            <DeleteAccountSection />
          </div>
        </div>
      </Modal>
    </>
  );
}
