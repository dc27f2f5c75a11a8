import { useNavigate } from "react-router";
import { apiClient } from "../../lib/api-client";
import { useAppDispatch } from "../../store/hooks";
import { loggedOut } from "./auth-slice";

/** Forgets the session locally (auth and every cached answer) and returns to the sign-in screen. */
export function useEndSession() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return () => {
    dispatch(loggedOut());
    dispatch(apiClient.util.resetApiState());
    void navigate("/", { replace: true });
  };
}
