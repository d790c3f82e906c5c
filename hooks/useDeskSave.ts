import { type FormEvent, useState } from 'react';
import { type FieldErrors, fieldErrorsOf } from '@/lib/site-content/form-errors';
import { type SaveState, savedAt } from '@/lib/site-content/save-state';

/**
 * A desk form's save: the form's own checks first, then the call; errors by field for the
 * fields and the summary, and a status line for the Save bar (announced by aria-live).
 */
export function useDeskSave<T>({ check, save, onSaved }: { check: () => FieldErrors; save: () => Promise<T>; onSaved?: (saved: T) => void }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);

  const fail = (found: FieldErrors) => {
    setErrors(found);
    const count = Object.keys(found).length;
    setState({ kind: 'failed', message: count > 1 ? `Not saved: ${count} things need fixing.` : 'Not saved: one thing needs fixing.' });
    setAttempt((n) => n + 1);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state.kind === 'saving') return;
    const local = check();
    if (Object.keys(local).length) return fail(local);
    setState({ kind: 'saving' });
    try {
      const saved = await save();
      setErrors({});
      setState({ kind: 'saved', message: savedAt() });
      onSaved?.(saved);
    } catch (error) {
      fail(fieldErrorsOf(error));
    }
  }

  return { errors, state, attempt, submit };
}
