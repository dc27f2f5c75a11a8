import { useAppSelector } from "../../store/hooks";
import { useLogoutMutation } from "./auth-api";
import { selectRefreshToken } from "./auth-slice";
import { useEndSession } from "./use-end-session";

/** Revokes the refresh token on the server (failures ignored: the local session ends anyway). */
export function useLogout() {
  const refreshToken = useAppSelector(selectRefreshToken);
  const [revoke, { isLoading }] = useLogoutMutation();
  const endSession = useEndSession();

  const logout = async () => {
    if (refreshToken) {
      await revoke({ refresh_token: refreshToken });
    }
    endSession();
  };
  return { logout, isLoggingOut: isLoading };
}
