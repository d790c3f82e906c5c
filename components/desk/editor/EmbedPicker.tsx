import { useEffect, useId, useRef, useState } from 'react';
import { findEmbedChoices } from '@/lib/api/desk-stories';
import { errorMessage } from '@/lib/desk/story-errors';
import type { EmbedChoice, EmbedKind } from '@/lib/schemas/desk-embeds';
import styles from './EditorDialog.module.css';

interface EmbedPickerProps {
  kind: EmbedKind;
  onPick: (choice: EmbedChoice) => void;
  onClose: () => void;
}

type Found = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; items: EmbedChoice[] };

const nouns: Record<EmbedKind, string> = { podcast: 'podcast episode', quiz: 'quiz' };

/** Finds a podcast episode or a quiz to embed in the story, by title. */
export function EmbedPicker({ kind, onPick, onClose }: EmbedPickerProps) {
  const id = useId();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Found>({ kind: 'loading' });
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      findEmbedChoices(kind, q.trim())
        .then(({ items }) => current && setFound({ kind: 'ready', items }))
        .catch((error: unknown) => current && setFound({ kind: 'error', message: errorMessage(error) }));
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [kind, q]);

  return (
    <div className={styles.backdrop}>
      <div role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} className={styles.dialog} onKeyDown={(event) => event.key === 'Escape' && onClose()}>
        <h2 id={`${id}-title`}>Embed a {nouns[kind]}</h2>
        <label htmlFor={`${id}-q`}>Search by title</label>
        <input ref={input} id={`${id}-q`} type="search" value={q} onChange={(event) => setQ(event.target.value)} />
        <div aria-live="polite" className={styles.results}>
          {found.kind === 'loading' ? <p>Searching…</p> : null}
          {found.kind === 'error' ? <p role="alert">{found.message}</p> : null}
          {found.kind === 'ready' && found.items.length === 0 ? <p>No {nouns[kind]} matches.</p> : null}
          {found.kind === 'ready' && found.items.length > 0 ? (
            <ul>
              {found.items.map((item) => (
                <li key={item.id}>
                  <button type="button" onClick={() => onPick(item)}>
                    {item.title}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </div>
  );
}
