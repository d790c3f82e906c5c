import { useRouter } from 'next/router';
import { useEffect, useId, useRef, useState } from 'react';
import { createStory } from '@/lib/api/desk-stories';
import { errorMessage } from '@/lib/desk/story-errors';
import styles from './StoryList.module.css';

/** "New story": asks for a working headline, makes the draft and opens it in the editor. */
export function NewStoryButton() {
  const id = useId();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [headline, setHeadline] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // The writer just asked for this field.
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'creating' } | { kind: 'failed'; message: string }>({ kind: 'idle' });

  if (!open) {
    return (
      <button type="button" className={styles.primary} onClick={() => setOpen(true)}>
        New story
      </button>
    );
  }
  return (
    <form
      className={styles.newStory}
      onSubmit={(event) => {
        event.preventDefault();
        setState({ kind: 'creating' });
        createStory(headline.trim())
          .then((story) => router.push(`/desk/stories/${story.id}`))
          .catch((error: unknown) => setState({ kind: 'failed', message: errorMessage(error) }));
      }}
    >
      <label htmlFor={`${id}-headline`}>Working headline</label>
      <input ref={input} id={`${id}-headline`} value={headline} required maxLength={200} onChange={(event) => setHeadline(event.target.value)} />
      <button type="submit" className={styles.primary} disabled={state.kind === 'creating' || !headline.trim()}>
        {state.kind === 'creating' ? 'Starting…' : 'Start writing'}
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        Cancel
      </button>
      <p aria-live="polite" className={styles.error}>
        {state.kind === 'failed' ? state.message : ''}
      </p>
    </form>
  );
}
