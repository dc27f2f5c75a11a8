import type { TestProject } from "vitest/node";
import { startServerProcess } from "./server-process.js";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** Starts the real server (built web app, SQLite in a temp folder, mail to the outbox) for the journeys. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startServerProcess("sw-e2e-");
  project.provide("baseUrl", server.baseUrl);
  project.provide("dataDir", server.dataDir);
  return server.stop;
}
