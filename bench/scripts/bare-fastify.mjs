// The reference for the API benchmark: a bare Fastify 5 process (no hooks, plugins, auth or database)
// answering fixed JSON bodies from memory. Reads { "/path": "body", ... } from the file named by its
// first argument, listens on a free loopback port and tells its parent the port over IPC.
import { readFileSync } from "node:fs";
import Fastify from "fastify";

const bodies = JSON.parse(readFileSync(process.argv[2], "utf8"));
const app = Fastify({ logger: false });
for (const [route, body] of Object.entries(bodies)) {
  app.get(route, (_request, reply) => reply.type("application/json; charset=utf-8").send(body));
}
await app.listen({ port: 0, host: "127.0.0.1" });
process.send?.({ port: app.server.address().port });
process.on("SIGTERM", () => app.close().then(() => process.exit(0)));
