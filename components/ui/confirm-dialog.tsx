"use client";

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "./button";
import { SpinnerIcon } from "./icons";

// Asks once before an action that cannot be undone (delete, cancel, return): a modal <dialog>, so
// the page behind is inert and focus stays inside, Escape or Cancel closes it, and it is named by
// its title and described by its body. The confirm button waits for the action (its buttons are
// off meanwhile, and Escape does nothing).

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = "Cancel",
  destructive = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  /** What the action does; may hold a field the confirmation needs (a password). */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The confirm button in red, for an action that removes something. */
  destructive?: boolean;
  /** The action. Resolve `false` to keep the dialog open (it failed and says why); otherwise it closes. */
  onConfirm: () => Promise<boolean | void>;
  /** Called whenever the dialog closes (Cancel, Escape, the backdrop, or after the action). */
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const close = () => {
    if (!pending) dialogRef.current?.close();
  };

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    let keepOpen = true;
    try {
      keepOpen = (await onConfirm()) === false;
    } finally {
      setPending(false);
    }
    if (!keepOpen) dialogRef.current?.close();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onClose={onClose}
      onCancel={(event) => {
        if (pending) event.preventDefault();
      }}
      onClick={(event) => {
        // The dialog itself is hit only outside its content box: on the backdrop.
        if (event.target === event.currentTarget) close();
      }}
      className="m-auto w-[calc(100vw-2rem)] max-w-md rounded-xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/60"
    >
      <form onSubmit={confirm} noValidate className="p-5 sm:p-6">
        <h2 id={titleId} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {children ? (
          <div id={bodyId} className="mt-2 space-y-3 text-sm text-ink-muted">
            {children}
          </div>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant={destructive ? "danger" : "primary"} disabled={pending} aria-busy={pending}>
            {pending ? <SpinnerIcon className="size-4" /> : null}
            {confirmLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
