import { parentPort } from "node:worker_threads";
import type { HostMessage, JobMessage, TaskHandlers, TaskTable, WorkerTask } from "./task-protocol.js";

/** The worker side of WorkerPool: runs each job it is sent and answers with its output or failure. */
export function serveTasks<Tasks extends TaskTable>(handlers: TaskHandlers<Tasks>): void {
  const port = parentPort;
  if (!port) throw new Error("serveTasks runs in a worker thread");
  const send = (message: HostMessage) => port.postMessage(message);
  port.on("message", async ({ id, task, input }: JobMessage) => {
    try {
      const handler = handlers[task];
      if (!handler) throw new Error(`unknown task ${task}`);
      await handler.prepare?.(input);
      send({ id, kind: "started" });
      send({ id, kind: "done", output: await handler.run(input) });
    } catch (error) {
      send({ id, kind: "failed", error: error instanceof Error ? error.message : String(error) });
    }
  });
}

/** A task whose module is imported on its first job, so a worker only loads the code of the tasks it is given. */
export function lazyTask<Input, Output>(load: () => Promise<WorkerTask<Input, Output>>): WorkerTask<Input, Output> {
  let task: Promise<WorkerTask<Input, Output>> | undefined;
  const loaded = () => (task ??= load());
  return {
    prepare: async (input) => (await loaded()).prepare?.(input),
    run: async (input) => (await loaded()).run(input),
  };
}
