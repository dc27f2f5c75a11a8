import type { User } from "@scopewise/shared";
import { useEffect } from "react";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useCurrentUserQuery } from "./auth-api";
import { selectUser, userUpdated } from "./auth-slice";

/**
 * The signed-in user as the server has it now, fetched on mount (the saved copy may predate e.g. a
 * verified email), and saved in place of the stored one when it differs. The stored one until then.
 */
export function useFreshUser(): { user: User | null; isFresh: boolean } {
  const stored = useAppSelector(selectUser);
  const { data: fresh } = useCurrentUserQuery(undefined, { refetchOnMountOrArgChange: true });
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (fresh && JSON.stringify(fresh) !== JSON.stringify(stored)) dispatch(userUpdated(fresh));
  }, [fresh, stored, dispatch]);
  return { user: fresh ?? stored, isFresh: fresh !== undefined };
}
