import { Navigate, Outlet, useSearchParams } from "react-router";
import { safeNextPath } from "../../lib/next-path";
import { useAppSelector } from "../../store/hooks";
import { selectIsLoggedIn } from "./auth-slice";

export const SIGNED_IN_HOME = "/estimate-your-project/";

/** Where a signed-in user goes from a sign-in screen: the address's `next` (e.g. an invitation), else home. */
export function useSignedInDestination(): string {
  const [params] = useSearchParams();
  return safeNextPath(params.get("next")) ?? SIGNED_IN_HOME;
}

/** Sign-in, sign-up and password screens: a signed-in user goes on (home, or the `next` asked for) instead. */
export function GuestOnly() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const destination = useSignedInDestination();
  return isLoggedIn ? <Navigate to={destination} replace /> : <Outlet />;
}
