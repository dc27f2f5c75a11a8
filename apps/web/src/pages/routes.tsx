import { lazy, Suspense, type ComponentType, type ReactElement } from "react";
import { createBrowserRouter, matchRoutes, Navigate, type Params, type RouteObject } from "react-router";
import { FullScreenLoader } from "../components/Spinner";
import { AuthShell } from "../features/auth/AuthShell";
import { GuestOnly } from "../features/auth/GuestOnly";
import { RequireAuth } from "../features/auth/RequireAuth";
import { registerNavigator } from "../lib/navigation";
import { store } from "../store/store";
import { CALIBRATION_PATH, HISTORY_PATH, PROPOSAL_ROUTE_ID } from "../lib/route-ids";
import SignInPage from "./SignInPage";
import SignUpPage from "./SignUpPage";

const signedInPages = {
  shell: () => import("../features/shell/SignedInShell").then((module) => ({ default: module.SignedInShell })),
  estimate: () => import("./EstimateProjectPage"),
  create: () => import("./CreateProposalPage"),
  proposal: () => import("./ProposalPage"),
  history: () => import("./ProposalHistoryPage"),
  calibration: () => import("./CalibrationPage"),
};

/** What a signed-in route's page needs fetched, from the address's parameters (its chunk; the document page more). */
interface PageChunks {
  chunks: (params: Params) => Promise<unknown>;
}

/** The document page: its chunk, the editor's, and its reads (the document, then its panels'). */
const documentPageChunks = ({ id }: Params) =>
  Promise.all([
    signedInPages.proposal(),
    import("../editor/DocumentEditor"),
    id ? import("../editor/page/read-ahead").then((module) => module.readDocumentAhead(store.dispatch, id)) : undefined,
  ]);

/** How long after the signed-in area opens its other pages are fetched, when the browser is idle by then. */
const OTHER_PAGES_AFTER_MS = 3_000;

/**
 * Opening the signed-in area: the page at the address is fetched beside the shell (not once the
 * shell has drawn), and the area's other pages later, when the browser is idle, so that moving
 * between them never waits for the network yet they never compete with the page being opened.
 */
function loadSignedInShell() {
  for (const match of matchRoutes(routes, window.location) ?? [])
    void (match.route.handle as PageChunks | undefined)?.chunks(match.params).catch(() => undefined);
  setTimeout(() => {
    const preload = () => {
      for (const load of Object.values(signedInPages)) void load().catch(() => undefined);
    };
    if ("requestIdleCallback" in window) window.requestIdleCallback(preload, { timeout: OTHER_PAGES_AFTER_MS });
    else preload();
  }, OTHER_PAGES_AFTER_MS);
  return signedInPages.shell();
}

/**
 * A page fetched when it is first shown: the sign-in and sign-up pages (the first a visitor sees)
 * come with the app's entry; every other page is a chunk of its own. Routes still match at once, so
 * the page being left is gone as soon as the address changes, whether or not the next one is loaded.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>): ReactElement {
  const Page = lazy(load);
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Page />
    </Suspense>
  );
}

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
          { path: "/forgot-password", element: lazyPage(() => import("./ForgotPasswordPage")) },
          { path: "/reset-password", element: lazyPage(() => import("./ResetPasswordPage")) },
        ],
      },
    ],
  },
  // The mailed verification and invitation links work whether or not their reader is signed in.
  {
    element: <AuthShell />,
    children: [
      { path: "/verify-email", element: lazyPage(() => import("./VerifyEmailPage")) },
      // A mailed invitation: shown signed out too, with sign in / sign up that come back to it.
      { path: "/invite/:token", element: lazyPage(() => import("./InvitationPage")) },
    ],
  },
  { path: "/auth/:provider/callback/*", element: lazyPage(() => import("./SocialCallbackPage")) },
  // The accessibility statement is for everyone, signed in or not.
  { path: "/accessibility", element: lazyPage(() => import("./AccessibilityPage")) },
  // Share links are public: anyone holding the id may look.
  { path: "/estimate-your-project/spectate/:chatId", element: lazyPage(() => import("./SpectateChatPage")) },
  { path: "/proposals/spectate/:id", element: lazyPage(() => import("./SpectateChatPage")) },
  {
    element: <RequireAuth />,
    children: [
      {
        element: lazyPage(loadSignedInShell),
        children: [
          {
            path: "/estimate-your-project",
            element: lazyPage(signedInPages.estimate),
            handle: { chunks: signedInPages.estimate },
          },
          {
            path: CALIBRATION_PATH,
            element: lazyPage(signedInPages.calibration),
            handle: { chunks: signedInPages.calibration },
          },
          {
            path: "/proposals",
            children: [
              { index: true, element: <Navigate to="/proposals/create" replace /> },
              { path: "create", element: lazyPage(signedInPages.create), handle: { chunks: signedInPages.create } },
              // Sections of the proposals area, never document ids: without their own id they open the section.
              { path: "history", element: <Navigate to={HISTORY_PATH} replace /> },
              { path: "spectate", element: <Navigate to="/proposals/create" replace /> },
              {
                id: PROPOSAL_ROUTE_ID,
                path: ":id",
                element: lazyPage(signedInPages.proposal),
                handle: { chunks: documentPageChunks },
              },
              {
                path: "history/:id",
                element: lazyPage(signedInPages.history),
                handle: { chunks: signedInPages.history },
              },
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
