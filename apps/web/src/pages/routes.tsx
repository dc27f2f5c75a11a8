import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { AuthShell } from "../features/auth/AuthShell";
import { GuestOnly } from "../features/auth/GuestOnly";
import { RequireAuth } from "../features/auth/RequireAuth";
import { HISTORY_PATH } from "../features/shell/Sidebar";
import { SignedInShell } from "../features/shell/SignedInShell";
import { registerNavigator } from "../lib/navigation";
import { PROPOSAL_ROUTE_ID } from "../lib/route-ids";
import CreateProposalPage from "./CreateProposalPage";
import EstimateProjectPage from "./EstimateProjectPage";
import ForgotPasswordPage from "./ForgotPasswordPage";
import ProposalHistoryPage from "./ProposalHistoryPage";
import ProposalPage from "./ProposalPage";
import ResetPasswordPage from "./ResetPasswordPage";
import SignInPage from "./SignInPage";
import SignUpPage from "./SignUpPage";
import SocialCallbackPage from "./SocialCallbackPage";
import SpectateChatPage from "./SpectateChatPage";

/** The route table of spec section 2. */
export const routes: RouteObject[] = [
  {
    element: <GuestOnly />,
    children: [
      {
        element: <AuthShell />,
        children: [
          { path: "/", element: <SignInPage /> },
          { path: "/login", element: <SignInPage /> },
          { path: "/signup", element: <SignUpPage /> },
          { path: "/forgot-password", element: <ForgotPasswordPage /> },
          { path: "/reset-password", element: <ResetPasswordPage /> },
        ],
      },
    ],
  },
  { path: "/auth/:provider/callback/*", element: <SocialCallbackPage /> },
  // Share links are public: anyone holding the id may look.
  { path: "/estimate-your-project/spectate/:chatId", element: <SpectateChatPage /> },
  { path: "/proposals/spectate/:id", element: <SpectateChatPage /> },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <SignedInShell />,
        children: [
          { path: "/estimate-your-project", element: <EstimateProjectPage /> },
          {
            path: "/proposals",
            children: [
              { index: true, element: <Navigate to="/proposals/create" replace /> },
              { path: "create", element: <CreateProposalPage /> },
              // Sections of the proposals area, never document ids: without their own id they open the section.
              { path: "history", element: <Navigate to={HISTORY_PATH} replace /> },
              { path: "spectate", element: <Navigate to="/proposals/create" replace /> },
              { id: PROPOSAL_ROUTE_ID, path: ":id", element: <ProposalPage /> },
              { path: "history/:id", element: <ProposalHistoryPage /> },
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
