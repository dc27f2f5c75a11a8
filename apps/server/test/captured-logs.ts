import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";

export interface LogLine {
  msg?: string;
  link?: string;
  file?: string;
  [key: string]: unknown;
}

/** The real app logging at info level into memory, so a test can read what an operator would see. */
export async function appWithCapturedLogs(
  dataDir: string,
  env: Record<string, string>,
): Promise<{ app: FastifyInstance; lines: LogLine[]; raw: () => string }> {
  const stream = new PassThrough();
  const chunks: string[] = [];
  const lines: LogLine[] = [];
  stream.on("data", (chunk: Buffer) => {
    const text = chunk.toString("utf8");
    chunks.push(text);
    for (const line of text.split("\n").filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
  });
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: dataDir,
    PUBLIC_URL: "http://app.test",
    LOG_LEVEL: "info",
    ...env,
  });
  const app = await buildApp({ config, logStream: stream, worker: false });
  return { app, lines, raw: () => chunks.join("") };
}
