import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { Spinner } from "../../components/Spinner";

interface SaveConflictModalProps {
  open: boolean;
  busy: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onClose: () => void;
}

/** A save refused with 409: someone else saved a newer version of the document meanwhile. */
export function SaveConflictModal({ open, busy, onReload, onOverwrite, onClose }: SaveConflictModalProps) {
  return (
    <Modal open={open} title="This document changed elsewhere" onClose={onClose} widthClass="max-w-md">
      <div className="space-y-2 text-sm text-zinc-300">
        <p>Someone else saved a newer version of this document after you opened it.</p>
        <p>
          <strong className="text-zinc-100">Reload</strong> shows their version and discards your unsaved changes.{" "}
          <strong className="text-zinc-100">Overwrite</strong> replaces their version with yours.
        </p>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="secondary" onClick={onReload} disabled={busy}>
          {busy ? <Spinner /> : null}
          Reload
        </Button>
        <Button variant="danger" onClick={onOverwrite} disabled={busy}>
          Overwrite
        </Button>
      </div>
    </Modal>
  );
}
