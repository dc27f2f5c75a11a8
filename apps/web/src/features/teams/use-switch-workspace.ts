import type { Workspace } from "@scopewise/shared";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { apiErrorText } from "../../lib/api-errors";
import { useUiTranslator } from "../../lib/use-ui-translator";
import { SIGNED_IN_HOME } from "../auth/GuestOnly";
import { useSwitchWorkspaceMutation } from "./teams-api";

/**
 * Makes a workspace the current one and opens its home: the open page may belong to the workspace
 * being left, and every list reloads for the new one (see followCurrentWorkspace).
 */
export function useSwitchWorkspace() {
  const [switchTo, { isLoading }] = useSwitchWorkspaceMutation();
  const navigate = useNavigate();
  const t = useUiTranslator();
  const run = async (workspace: Workspace) => {
    if (workspace.current) return;
    try {
      await switchTo(workspace.id).unwrap();
      void navigate(SIGNED_IN_HOME);
      toast.success(t("Switched to {{name}}", { name: workspace.name }), { id: "workspace-switched" });
    } catch (error) {
      toast.error(apiErrorText(error, t("The workspace could not be opened.")));
    }
  };
  return { switchTo: run, isSwitching: isLoading };
}
