/** The jobs a worker serves: each task's input and output, all plain data (structured-clone safe). */
export type TaskTable = Record<string, { input: unknown; output: unknown }>;

/** Pool → worker: run a task. */
export interface JobMessage {
  id: number;
  task: string;
  input: unknown;
}

/**
 * Worker → pool. "started" is sent once the task's libraries are loaded, so its time limit
 * measures the work on the input, not the loading of code.
 */
export type HostMessage =
  | { id: number; kind: "started" }
  | { id: number; kind: "done"; output: unknown }
  | { id: number; kind: "failed"; error: string };

/** A task as a worker runs it: `prepare` loads what it needs (outside the time limit), `run` does the work. */
export interface WorkerTask<Input, Output> {
  prepare?(input: Input): Promise<void>;
  run(input: Input): Promise<Output>;
}

/** The tasks a worker entry serves, typed by the table the pool uses. */
export type TaskHandlers<Tasks extends TaskTable> = {
  [K in keyof Tasks]: WorkerTask<Tasks[K]["input"], Tasks[K]["output"]>;
};
