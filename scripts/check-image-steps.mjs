// Runs the Dockerfile's steps on this machine, where container images cannot be pulled: the build
// stage's commands in a clean temporary folder holding only the build context (what .gitignore and
// .dockerignore leave), the final stage's copies into a second folder, then the image's command as
// an unprivileged user, probed on /api/ready and with the HEALTHCHECK's own command, and stopped
// with SIGTERM. System packages (apt-get) are the base image's business and are skipped.
//   npm run check:image            (KEEP=1 keeps the temporary folder)
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, chownSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const UNPRIVILEGED = 65534; // nobody

/** The Dockerfile's instructions, continuation lines joined, each with the stage it belongs to. */
function parseDockerfile(text) {
  const joined = text
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
  const stages = [];
  for (const line of joined) {
    const [, op, rest] = /^(\S+)\s+(.*)$/.exec(line) ?? [];
    if (op === "FROM") stages.push({ from: rest, name: /\bAS\s+(\S+)/i.exec(rest)?.[1], steps: [] });
    else stages.at(-1).steps.push({ op, rest });
  }
  return stages;
}

const jsonOrShell = (rest) => (rest.startsWith("[") ? JSON.parse(rest) : ["sh", "-c", rest]);

function step(title, run) {
  const started = Date.now();
  process.stdout.write(`• ${title}\n`);
  const result = run();
  process.stdout.write(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return result;
}

function fail(message) {
  console.error(`✗ ${message}`);
  process.exit(1);
}

async function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The build context: files git tracks or would track, less .dockerignore's top-level entries. */
function copyContext(into) {
  const ignored = readFileSync(path.join(root, ".dockerignore"), "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root })
    .toString()
    .split("\0")
    .filter(Boolean);
  const excluded = (file) =>
    ignored.some((pattern) => {
      const plain = pattern.replace(/^\*\*\//, "");
      return (
        file === plain ||
        file.startsWith(`${plain}/`) ||
        file.split("/").includes(plain) ||
        (plain.startsWith("*.") && file.endsWith(plain.slice(1)))
      );
    });
  let count = 0;
  for (const file of files) {
    if (excluded(file) || !existsSync(path.join(root, file))) continue;
    mkdirSync(path.dirname(path.join(into, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(into, file));
    count += 1;
  }
  return count;
}

const dockerfile = parseDockerfile(readFileSync(path.join(root, "Dockerfile"), "utf8"));
const build = dockerfile.find((s) => s.name === "build") ?? fail("the Dockerfile has no stage named build");
const final = dockerfile.at(-1);
const temp = mkdtempSync(path.join(tmpdir(), "scopewise-image-"));
const buildDir = path.join(temp, "build");
const imageDir = path.join(temp, "image");
const dataDir = path.join(temp, "data");
console.log(`Checking the Dockerfile's steps in ${temp} (node ${process.version}; the image uses ${final.from})`);

for (const { op, rest } of build.steps) {
  if (op === "COPY" && rest === ". .")
    step("COPY . . (the build context)", () => console.log(`  ${copyContext(buildDir)} files`));
  else if (op === "RUN" && /^apt-get\b/.test(rest))
    console.log(`• RUN ${rest.slice(0, 60)}… skipped: system packages come with the base image`);
  else if (op === "RUN") {
    step(`RUN ${rest}`, () => {
      const ran = spawnSync("sh", ["-c", rest], {
        cwd: buildDir,
        stdio: ["ignore", "inherit", "inherit"],
        env: { ...process.env, NODE_ENV: "" },
      });
      if (ran.status !== 0) fail(`"${rest}" exited with ${ran.status}`);
    });
  }
}

const env = {};
let workdir = "/app";
let cmd;
let healthcheck;
let user;
for (const { op, rest } of final.steps) {
  if (op === "ENV") for (const [, key, value] of rest.matchAll(/(\w+)=(\S+)/g)) env[key] = value;
  else if (op === "WORKDIR") workdir = rest;
  else if (op === "USER") user = rest;
  else if (op === "CMD") cmd = jsonOrShell(rest);
  else if (op === "HEALTHCHECK") healthcheck = jsonOrShell(rest.replace(/^.*?\bCMD\s+/, ""));
  else if (op === "COPY") {
    const words = rest.split(/\s+/).filter((w) => !w.startsWith("--chown"));
    const from = words.shift();
    if (from !== "--from=build") fail(`unexpected COPY in the final stage: ${rest}`);
    const dest = path.join(imageDir, path.relative(workdir, path.resolve(workdir, words.pop())));
    for (const source of words) {
      const src = path.join(buildDir, path.relative(workdir, source));
      if (!existsSync(src)) fail(`COPY ${source}: the build stage did not make it`);
      const target = words.length > 1 || rest.trim().endsWith("/") ? path.join(dest, path.basename(src)) : dest;
      cpSync(src, target, { recursive: true, verbatimSymlinks: true });
    }
    console.log(`• COPY ${words.join(" ")} → image`);
  }
}
if (!user || user === "root") fail("the final stage does not switch to an unprivileged USER");
if (!cmd || cmd[0] !== "node") fail("the image's CMD must run node itself, so SIGTERM reaches the server");
if (!healthcheck) fail("the final stage has no HEALTHCHECK");
const serveFlags = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"))
  .scripts.serve.split(/\s+/)
  .filter((w) => w.startsWith("--"));
if (JSON.stringify(cmd.filter((w) => w.startsWith("--"))) !== JSON.stringify(serveFlags))
  fail(`the CMD's node flags differ from npm run serve's (${serveFlags.join(" ")})`);
// Development-only tools (typescript is not among them: i18next declares it as a peer, so npm keeps it).
const DEV_ONLY = ["vitest", "eslint", "playwright-core", "vite", "fast-check", "autocannon"];
for (const dev of DEV_ONLY) {
  if (existsSync(path.join(imageDir, "node_modules", dev)))
    fail(`the image's node_modules holds the development package ${dev}`);
}
const size = execFileSync("du", ["-sh", imageDir]).toString().split("\t")[0];
console.log(`• the image's files: ${size} (none of the development tools ${DEV_ONLY.join(", ")})`);

const port = await freePort();
mkdirSync(dataDir);
const asRoot = process.getuid?.() === 0;
if (asRoot) {
  chownSync(dataDir, UNPRIVILEGED, UNPRIVILEGED);
  chownSync(temp, UNPRIVILEGED, UNPRIVILEGED);
}
const runEnv = {
  PATH: process.env.PATH,
  ...env,
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
};
const ids = asRoot ? { uid: UNPRIVILEGED, gid: UNPRIVILEGED } : {};
console.log(`• CMD ${cmd.join(" ")}  (port ${port}${asRoot ? ", as the unprivileged user nobody" : ""})`);
const server = spawn(cmd[0] === "node" ? process.execPath : cmd[0], cmd.slice(1), {
  cwd: imageDir,
  env: runEnv,
  stdio: ["ignore", "inherit", "inherit"],
  ...ids,
});
const exited = new Promise((resolve) => server.once("exit", (code, signal) => resolve({ code, signal })));
const started = Date.now();
let ready;
while (Date.now() - started < 90_000 && server.exitCode === null) {
  ready = await globalThis.fetch(`http://127.0.0.1:${port}/api/ready`).then(
    async (r) => ({ status: r.status, body: await r.text() }),
    () => undefined,
  );
  if (ready?.status === 200) break;
  await sleep(250);
}
if (ready?.status !== 200) {
  server.kill("SIGKILL");
  fail(`GET /api/ready did not answer 200 (${ready ? `${ready.status} ${ready.body}` : "no answer"})`);
}
console.log(`  GET /api/ready → ${ready.status} ${ready.body} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
const home = await globalThis.fetch(`http://127.0.0.1:${port}/`).then((r) => r.status);
console.log(`  GET / (the web app) → ${home}`);
const probe = spawnSync(healthcheck[0] === "node" ? process.execPath : healthcheck[0], healthcheck.slice(1), {
  env: runEnv,
  ...ids,
});
console.log(`  HEALTHCHECK ${healthcheck.slice(0, 2).join(" ")} … → exit ${probe.status}`);
server.kill("SIGTERM");
const exit = await exited;
console.log(`  SIGTERM → exit ${JSON.stringify(exit)}`);
if (!process.env.KEEP) rmSync(temp, { recursive: true, force: true });
if (home !== 200 || probe.status !== 0 || exit.code !== 0)
  fail("the image's server did not serve, pass its health check and stop cleanly");
console.log("✓ the Dockerfile's steps build, start, answer ready and stop cleanly");
