import type { Translate } from "@scopewise/i18n/figures";
import type { WorkspaceRole } from "@scopewise/shared";

/** A role's name as shown, in the UI's language. */
export function roleLabel(role: WorkspaceRole, t: Translate): string {
  switch (role) {
    case "owner":
      return t("Owner");
    case "admin":
      return t("Admin");
    case "editor":
      return t("Editor");
    case "viewer":
      return t("Viewer");
  }
}

/** What each role may do, as the invitation form and the members list explain it. */
export function roleDescription(role: WorkspaceRole, t: Translate): string {
  switch (role) {
    case "owner":
      return t("Everything, including deleting the workspace.");
    case "admin":
      return t("Manages members and the workspace's settings.");
    case "editor":
      return t("Creates, edits, shares and sends proposals.");
    case "viewer":
      return t("Reads projects and proposals; changes nothing.");
  }
}
