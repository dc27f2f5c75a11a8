import { ConfigError, loadConfig, loadEnvFile } from "./config.js";
import { createDb, migratorFor } from "./db/client.js";

/**
 * `npm run migrate` applies every pending migration; `npm run migrate -- down` reverts the last
 * one applied (before rolling back to a release that does not know it). The server also applies
 * pending migrations when it starts; this runs them ahead, e.g. as a deploy step.
 */
async function main(direction: string): Promise<number> {
  if (direction !== "up" && direction !== "down") {
    console.error("Usage: npm run migrate [-- up | down]");
    return 64;
  }
  let config;
  try {
    loadEnvFile(".env");
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 78;
    }
    throw error;
  }
  const db = createDb(config.database);
  try {
    const migrator = migratorFor(db);
    const { error, results = [] } =
      direction === "down" ? await migrator.migrateDown() : await migrator.migrateToLatest();
    for (const result of results) {
      const done = result.direction === "Up" ? "applied" : "reverted";
      console.log(
        `${result.status === "Success" ? done : result.status === "Error" ? "failed" : "not run"}: ${result.migrationName}`,
      );
    }
    if (error) {
      console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
    if (results.length === 0)
      console.log(
        direction === "down" ? "No migration to revert." : `The ${config.database.kind} database is up to date.`,
      );
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv[2] ?? "up").then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
