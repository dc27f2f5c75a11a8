import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp, type BuildAppOptions } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { type DatabaseKind, tempDir } from "./databases.js";
import { RAISED_RATE_LIMITS } from "./raised-limits.js";

/** A clock the test can move forward, to check expiry without waiting. */
export class TestClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  dataDir: string;
  close(): Promise<void>;
}

/** The real app on a fresh database and data folder, with extra environment (and app options) as given. */
export async function startTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: Pick<BuildAppOptions, "visitorDigestCheckMs"> = {},
): Promise<TestApp> {
  const database = await kind.create();
  const data = tempDir();
  const clock = new TestClock();
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: data.dir,
    PUBLIC_URL: "http://app.test",
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: data.dir,
    ...RAISED_RATE_LIMITS,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  // Workers run from the sources take some ten seconds to load the engine; the worker path has its own test (engine-passes).
  const app = await buildApp({ ...options, generation: { passes: "inline" }, config, now: clock.now, logger: false });
  return {
    app,
    clock,
    dataDir: data.dir,
    close: async () => {
      await app.close();
      await database.drop();
      data.remove();
    },
  };
}

let counter = 0;

export interface SignedUpUser {
  id: string;
  email: string;
  username: string;
  password: string;
  access: string;
  refresh: string;
}

/** Factory: registers and signs in a new, unique user. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<Record<string, string>> = {},
): Promise<SignedUpUser> {
  counter += 1;
  const unique = `${process.pid}${counter}${Math.random().toString(36).slice(2, 7)}`;
  const body = {
    first_name: "Ada",
    last_name: "Lovelace",
    email: `ada${unique}@example.com`,
    username: `ada${unique}`,
    password: "correct horse battery",
    password_confirm: "correct horse battery",
    ...overrides,
  };
  const reg = await app.inject({ method: "POST", url: "/api/auth/register/", payload: body });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.statusCode} ${reg.body}`);
  const login = await app.inject({
    method: "POST",
    url: "/api/auth/login/",
    payload: { email: body.email, password: body.password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const json = login.json();
  return {
    id: json.user.id,
    email: body.email,
    username: body.username,
    password: body.password,
    access: json.access_token,
    refresh: json.refresh_token,
  };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export function json(response: LightMyRequestResponse): Record<string, unknown> {
  return response.json() as Record<string, unknown>;
}

/**
 * A test file's app and one signed-in user, started before its tests and closed after them.
 * `env` is read when the app starts (so it may use values set up by earlier hooks, e.g. a stub's URL).
 */
export function useSignedInApp(
  kind: DatabaseKind,
  env: () => Record<string, string> = () => ({}),
): { t: TestApp; user: SignedUpUser } {
  const holder = {} as { t: TestApp; user: SignedUpUser };
  beforeAll(async () => {
    holder.t = await startTestApp(kind, env());
    holder.user = await signUp(holder.t.app);
  });
  afterAll(async () => holder.t?.close());
  return holder;
}
