import path from "node:path";

/** Chromium's trace events (complete events carry a duration in microseconds). */
export interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string };
}

/** The renderer main-thread phases a keystroke spends its time in, by their trace event names. */
export const KEYSTROKE_PHASES: Record<string, string> = {
  "typing (native insertion, the editor's input handling inside it)": "TypingCommand::InsertText",
  "  selection sync with the platform (text before the caret)": "Editor::SyncSelection",
  "  selection offsets (text before the caret)": "GetSelectionOffsets",
  JavaScript: "FunctionCall",
  layout: "Layout",
  "compositing inputs (walks the paint layers)": "LocalFrameView::RunCompositingInputsLifecyclePhase",
  paint: "Blink.Paint.UpdateTime",
  "hover hit test after layout": "LayoutView::HitTest",
  "frame (all rendering steps)": "ProxyMain::BeginMainFrame",
};

/** Milliseconds per keystroke spent in each named phase on the renderer's main thread. */
export function phaseTimes(events: readonly TraceEvent[], keystrokes: number): [string, number][] {
  const main = events.find((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain");
  const totals = new Map<string, number>();
  for (const event of events) {
    if (!main || event.pid !== main.pid || event.tid !== main.tid || event.ph !== "X" || !event.dur) continue;
    totals.set(event.name, (totals.get(event.name) ?? 0) + event.dur / 1000);
  }
  return Object.entries(KEYSTROKE_PHASES).map(([label, name]) => [label, (totals.get(name) ?? 0) / keystrokes]);
}

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** Milliseconds per keystroke in each function including what it calls, the heaviest first. */
export function inclusiveTimes(profile: CpuProfile, keystrokes: number): [string, number][] {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((sample, index) => {
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id)?.callFrame;
      if (!frame) break;
      const name = `${frame.functionName || "(anonymous)"} ${path.basename(frame.url)}:${frame.lineNumber + 1}`;
      if (seen.has(name)) continue;
      seen.add(name);
      totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000 / keystrokes);
    }
  });
  return [...totals].filter(([name]) => !name.startsWith("(")).sort((a, b) => b[1] - a[1]);
}
