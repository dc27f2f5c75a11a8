import { ConfigError, loadConfig, loadEnvFile } from "./config.js";
import { copyUploads } from "./integrations/storage/copy-uploads.js";
import { S3Store } from "./integrations/storage/s3-store.js";

/**
 * `npm run storage:copy`: copies DATA_DIR/uploads into the bucket STORAGE_URL names, so a server
 * that moves from its folder to a shared store keeps every upload. Safe to run again: files the
 * bucket already holds are skipped. Exits 1 when any file could not be copied.
 */
async function main(): Promise<number> {
  loadEnvFile(".env");
  const config = loadConfig();
  if (config.storage.kind !== "s3") {
    console.error(
      "STORAGE_URL is not set: set it to the bucket to copy into, e.g. s3://bucket?endpoint=http://127.0.0.1:9000&force_path_style=true",
    );
    return 2;
  }
  const source = `${config.dataDir}/uploads`;
  const target = new S3Store(config.storage);
  const where = `s3://${config.storage.bucket}/${config.storage.prefix}`;
  console.log(`Copying ${source} into ${where}`);
  const counts = await copyUploads(source, target, (key, error) => {
    const cause = (error as { cause?: unknown }).cause ?? error;
    console.error(`  failed: ${key} (${cause instanceof Error ? cause.message : String(cause)})`);
  });
  await target.close();
  console.log(`Copied ${counts.copied}, already there ${counts.skipped}, failed ${counts.failed}.`);
  return counts.failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError
        ? error.message
        : `The copy could not run: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(error instanceof ConfigError ? 78 : 1);
  },
);
