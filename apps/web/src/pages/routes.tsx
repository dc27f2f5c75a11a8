import type { ComponentType } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { FullScreenLoader } from "../components/Spinner";
import { AuthShell } from "../features/auth/AuthShell";
import { GuestOnly } from "../features/auth/GuestOnly";
import { registerNavigator } from "../lib/navigation";
import { HISTORY_PATH, PROPOSAL_ROUTE_ID } from "../lib/route-ids";
import SignInPage from "./SignInPage";
import SignUpPage from "./SignUpPage";

/**
 * A route whose component is fetched when the route is first matched: the sign-in and sign-up pages
 * (the first a visitor sees) come with the app's entry; every other page is a chunk of its own.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, "lazy"> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/** The route table of spec section 2. */
export const routes: RouteObject[] = [
  {
    element: <GuestOnly />,
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      {
        element: <AuthShell />,
        children: [
          { path: "/", element: <SignInPage /> },
          { path: "/login", element: <SignInPage /> },
          { path: "/signup", element: <SignUpPage /> },
          { path: "/forgot-password", ...lazyPage(() => import("./ForgotPasswordPage")) },
          { path: "/reset-password", ...lazyPage(() => import("./ResetPasswordPage")) },
        ],
      },
    ],
  },
  { path: "/auth/:provider/callback/*", hydrateFallbackElement: <FullScreenLoader />, ...lazyPage(() => import("./SocialCallbackPage")) },
  // Share links are public: anyone holding the id may look.
  { path: "/estimate-your-project/spectate/:chatId", hydrateFallbackElement: <FullScreenLoader />, ...lazyPage(() => import("./SpectateChatPage")) },
  { path: "/proposals/spectate/:id", hydrateFallbackElement: <FullScreenLoader />, ...lazyPage(() => import("./SpectateChatPage")) },
  {
    hydrateFallbackElement: <FullScreenLoader />,
    lazy: async () => ({ Component: (await import("../features/auth/RequireAuth")).RequireAuth }),
    children: [
      {
        lazy: async () => ({ Component: (await import("../features/shell/SignedInShell")).SignedInShell }),
        children: [
          { path: "/estimate-your-project", ...lazyPage(() => import("./EstimateProjectPage")) },
          {
            path: "/proposals",
            children: [
              { index: true, element: <Navigate to="/proposals/create" replace /> },
              { path: "create", ...lazyPage(() => import("./CreateProposalPage")) },
              // Sections of the proposals area, never document ids: without their own id they open the section.
              { path: "history", element: <Navigate to={HISTORY_PATH} replace /> },
              { path: "spectate", element: <Navigate to="/proposals/create" replace /> },
              { id: PROPOSAL_ROUTE_ID, path: ":id", ...lazyPage(() => import("./ProposalPage")) },
              { path: "history/:id", ...lazyPage(() => import("./ProposalHistoryPage")) },
            ],
          },
        ],
      },
    ],
  },
  { path: "*", element: <Navigate to="/proposals/create" replace /> },
];

export const router = createBrowserRouter(routes);

// Lets the API client send the browser to "/" after a failed token refresh without a reload.
registerNavigator((path) => {
  void router.navigate(path, { replace: true });
});
