import { ConfigError, loadConfig, loadEnvFile } from "./config.js";

/** Process entry: read .env, parse config, build, listen, and shut down cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config;
  let envFileRead = false;
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
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => {
        clearTimeout(force);
        process.exit(0);
      },
      () => process.exit(1),
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Scopewise is ready at ${config.publicUrl} (database: ${config.database.kind}${envFileRead ? "; settings from .env" : ""})`);
}

main().catch((error: unknown) => {
  console.error(`Scopewise could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
