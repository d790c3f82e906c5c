import { useId, useState } from 'react';
import { type DeskStory, listStoryRevisions, restoreStoryRevision, type StoryRevisionItem } from '@/lib/api/desk-stories';
import { formatDeskTime } from '@/lib/desk/desk-time';
import { errorMessage } from '@/lib/desk/story-errors';
import styles from './StoryEditor.module.css';

interface RevisionsPanelProps {
  story: DeskStory;
  saveFirst: () => Promise<DeskStory | null>;
  onRestored: (story: DeskStory) => void;
}

type Listing = { kind: 'closed' } | { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; revisions: StoryRevisionItem[] };

/** Earlier saves of the story; restoring one saves it again as the newest revision. */
export function RevisionsPanel({ story, saveFirst, onRestored }: RevisionsPanelProps) {
  const id = useId();
  const [listing, setListing] = useState<Listing>({ kind: 'closed' });
  const [message, setMessage] = useState('');

  const load = async () => {
    setListing({ kind: 'loading' });
    try {
      setListing({ kind: 'ready', revisions: (await listStoryRevisions(story.id)).revisions });
    } catch (error) {
      setListing({ kind: 'error', message: errorMessage(error) });
    }
  };

  const restore = async (item: StoryRevisionItem) => {
    if (!window.confirm(`Restore revision ${item.revision} (“${item.headline}”, ${formatDeskTime(item.savedAt)})? What is there now stays in the list.`)) return;
    setMessage(`Restoring revision ${item.revision}…`);
    // What is typed now is saved first, so it stays in the history and nothing is lost.
    const saved = await saveFirst();
    if (!saved) {
      setMessage('Save the story first (see the save status above).');
      return;
    }
    try {
      const restored = await restoreStoryRevision(story.id, saved.revision, item.revision);
      onRestored(restored);
      setMessage(`Revision ${item.revision} restored.`);
      await load();
    } catch (error) {
      setMessage(`Not restored: ${errorMessage(error)}`);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Revisions</h2>
      {listing.kind === 'closed' ? (
        <button type="button" onClick={load}>
          Show revisions
        </button>
      ) : null}
      {listing.kind === 'loading' ? <p>Loading revisions…</p> : null}
      {listing.kind === 'error' ? (
        <p role="alert">
          {listing.message}{' '}
          <button type="button" className={styles.linkButton} onClick={load}>
            Retry
          </button>
        </p>
      ) : null}
      {listing.kind === 'ready' && listing.revisions.length === 0 ? <p>No earlier revisions yet.</p> : null}
      {listing.kind === 'ready' && listing.revisions.length > 0 ? (
        <ol className={styles.revisions} reversed>
          {listing.revisions.map((item) => (
            <li key={item.revision}>
              <span>
                <strong>{item.headline || '(no headline)'}</strong>
                <br />
                <span className={styles.hint}>
                  Revision {item.revision}, {formatDeskTime(item.savedAt)}, {item.savedBy ?? 'someone'}
                </span>
              </span>
              {item.revision !== story.revision && story.permissions.edit ? (
                <button type="button" onClick={() => void restore(item)} aria-label={`Restore revision ${item.revision}`}>
                  Restore
                </button>
              ) : item.revision === story.revision ? (
                <span className={styles.current}>Current</span>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      <p aria-live="polite" className={styles.hint}>
        {message}
      </p>
    </section>
  );
}
