import { Modal } from "../../components/Modal";
import { EDITOR_SHORTCUTS } from "./editor-shortcuts";

/** The help dialog listing the editor's keyboard shortcuts, opened by the toolbar's button or Ctrl+/. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Keyboard shortcuts" onClose={onClose} widthClass="max-w-xl">
      <p className="mb-4 text-sm text-zinc-400">On a Mac, press ⌘ where Ctrl is written.</p>
      <div className="space-y-5">
        {EDITOR_SHORTCUTS.map(({ topic, keys }) => (
          <table key={topic} className="w-full text-left text-sm">
            <caption className="mb-1.5 text-left text-xs font-semibold tracking-wide text-zinc-300 uppercase">
              {topic}
            </caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">Keys</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-800/80">
              {keys.map(([key, action]) => (
                <tr key={key}>
                  <td className="w-1/2 py-1.5 pr-3 align-top">
                    <kbd className="rounded border border-zinc-700 bg-zinc-900 px-1.5 py-0.5 font-sans text-xs text-zinc-100">
                      {key}
                    </kbd>
                  </td>
                  <td className="py-1.5 text-zinc-300">{action}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </Modal>
  );
}
