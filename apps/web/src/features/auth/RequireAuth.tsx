import { useEffect } from "react";
import { Navigate, Outlet } from "react-router";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { loggedOut, selectAuth, selectIsLoggedIn } from "./auth-slice";

/** Protected pages: a visitor without a complete session goes to "/" and any partial session is cleared. */
export function RequireAuth() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const auth = useAppSelector(selectAuth);
  const dispatch = useAppDispatch();
  const hasPartialSession = !isLoggedIn && Boolean(auth.user || auth.access_token || auth.refresh_token);

  useEffect(() => {
    if (hasPartialSession) dispatch(loggedOut());
  }, [hasPartialSession, dispatch]);

  return isLoggedIn ? <Outlet /> : <Navigate to="/" replace />;
}
