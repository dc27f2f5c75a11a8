import { ConfigError, loadConfig, loadEnvFile } from "./config.js";

/**
 * How long a shutdown waits for requests under way before cutting their connections: under the 10 s
 * a container runtime (docker stop, Kubernetes' default is 30 s) waits before it kills the process.
 */
const SHUTDOWN_GRACE_MS = 8_000;
/** A close that still has not finished this long after the grace (a hung hook) ends the process anyway. */
const SHUTDOWN_FORCE_MS = SHUTDOWN_GRACE_MS + 1_500;

/** Process entry: read .env, parse config, build, listen, and shut down cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config;
  let envFileRead: boolean;
  try {
    envFileRead = loadEnvFile(".env");
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  // Loaded after the config is checked, so a bad setting is reported before the app's modules load.
  const { buildApp } = await import("./app.js");
  const app = await buildApp({ config });
  let closing = false;
  // Stop accepting, give running generation jobs back to the queue, end progress streams, let the
  // requests under way finish (within the grace), close the database, exit 0.
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing the requests under way");
    const cut = setTimeout(() => {
      app.log.warn(`requests still under way ${SHUTDOWN_GRACE_MS / 1000} s after ${signal} were cut off`);
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS).unref();
    const force = setTimeout(() => process.exit(1), SHUTDOWN_FORCE_MS).unref();
    app.close().then(
      () => {
        clearTimeout(cut);
        clearTimeout(force);
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, "the server did not close cleanly");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Scopewise is ready at ${config.publicUrl} (database: ${config.database.kind}${envFileRead ? "; settings from .env" : ""})`,
  );
}

main().catch((error: unknown) => {
  console.error(`Scopewise could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
