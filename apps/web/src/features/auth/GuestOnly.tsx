import { Navigate, Outlet } from "react-router";
import { useAppSelector } from "../../store/hooks";
import { selectIsLoggedIn } from "./auth-slice";

export const SIGNED_IN_HOME = "/estimate-your-project/";

/** Sign-in, sign-up and password screens: a signed-in user goes to the home page instead. */
export function GuestOnly() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return isLoggedIn ? <Navigate to={SIGNED_IN_HOME} replace /> : <Outlet />;
}
