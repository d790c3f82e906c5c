import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './MemberActions.module.css';

interface ActionDialogProps {
  title: string;
  /** What the action will do, in a sentence. */
  description: ReactNode;
  confirmLabel: string;
  open: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** The fields the action asks for. */
  children?: ReactNode;
  danger?: boolean;
}

/**
 * A confirmation as a modal <dialog>: the browser keeps focus inside it and closes it on Escape;
 * focus goes back to the button that opened it. Errors are read out where they appear.
 */
export function ActionDialog({ title, description, confirmLabel, open, busy, error, onConfirm, onClose, children, danger }: ActionDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const errorId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.();
    if (!open && element.open) element.close?.();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={headingId} onClose={onClose} onCancel={busy ? (event) => event.preventDefault() : undefined}>
      {open ? (
        <form onSubmit={submit} className={styles.dialogForm} aria-describedby={error ? errorId : undefined}>
          <h2 id={headingId}>{title}</h2>
          <p>{description}</p>
          {children}
          <p id={errorId} className={styles.error} role="alert">
            {error ?? ''}
          </p>
          <div className={styles.dialogButtons}>
            <button type="button" onClick={onClose} disabled={busy}>
              Keep as it is
            </button>
            <button type="submit" className={danger ? styles.danger : styles.primary} disabled={busy}>
              {busy ? 'Saving…' : confirmLabel}
            </button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
