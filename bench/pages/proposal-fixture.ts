/** A signed-up user of the server under test, and the local storage that signs a browser in as them. */
export interface BenchUser {
  accessToken: string;
  storage: Record<string, string>;
}

async function call<T>(baseUrl: string, method: string, route: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${route}`, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

let users = 0;

/** Registers and signs in a new user; `storage` is the session as the web app persists it. */
export async function benchUser(baseUrl: string): Promise<BenchUser> {
  users += 1;
  const tag = `${Date.now().toString(36)}${users}`;
  const credentials = { email: `pages-${tag}@example.com`, password: "pages benchmark 1" };
  await call(baseUrl, "POST", "auth/register/", {
    first_name: "Page",
    last_name: "Bench",
    username: `pages${tag}`,
    password_confirm: credentials.password,
    ...credentials,
  });
  const session = await call<{ user: unknown; access_token: string; refresh_token: string }>(
    baseUrl,
    "POST",
    "auth/login/",
    credentials,
  );
  const auth = JSON.stringify({
    user: session.user,
    authType: "email",
    access_token: session.access_token,
    refresh_token: session.refresh_token,
  });
  return {
    accessToken: session.access_token,
    storage: { "persist:root": JSON.stringify({ auth, _persist: JSON.stringify({ version: -1, rehydrated: true }) }) },
  };
}

/** A request the built-in writer turns into a full proposal (phases, costs, charts). */
export const BENCH_REQUEST =
  "Estimate the timeline and cost for a mobile app with payments, chat and an admin dashboard, for iOS and Android.";

/** Generates a proposal through the API and waits until it is ready; answers its id. */
export async function generatedProposal(baseUrl: string, user: BenchUser, request = BENCH_REQUEST): Promise<string> {
  const { id } = await call<{ id: string }>(baseUrl, "POST", "documents/", { conversation: request }, user.accessToken);
  const deadline = Date.now() + 60_000;
  // The estimate job is the small answer that says how the generation stands (the document would be sent whole every time).
  for (;;) {
    const job = await call<{ status: string; error: string | null }>(
      baseUrl,
      "GET",
      `technical-estimation/proposal/${id}`,
      undefined,
      user.accessToken,
    );
    if (job.status === "ready") return id;
    if (job.status !== "generating") throw new Error(`generation ended ${job.status}: ${job.error ?? ""}`);
    if (Date.now() > deadline) throw new Error("generation took over a minute");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
