import { useNavigate } from "react-router";
import { useAppDispatch } from "../../store/hooks";
import { projectSelected } from "../shell/ui-slice";

/** Selecting a project (or none) always lands on the Create screen, which shows that project. */
export function useSelectProject() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (projectId: string | null) => {
    dispatch(projectSelected(projectId));
    void navigate("/proposals/create");
  };
}
