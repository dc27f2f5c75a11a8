import type { FileTasks } from "./file-tasks.js";
import { lazyTask, serveTasks } from "./task-host.js";

/** Entry of the file workers (see file-tasks.ts): each task's code loads with its first job. */
serveTasks<FileTasks>({
  readBrief: lazyTask(async () => (await import("../modules/generation/brief-reading.js")).readBriefTask),
  exportDocument: lazyTask(async () => (await import("../modules/export/export-task.js")).exportTask),
  sanitizeDocument: lazyTask(async () => (await import("../html/sanitize-task.js")).sanitizeTask),
  understandRequest: lazyTask(async () => (await import("../modules/generation/engine-task.js")).understandTask),
  estimateBrief: lazyTask(async () => (await import("../modules/generation/engine-task.js")).estimateTask),
});
