import { useId, useState } from 'react';
import { createPreviewLink, type DeskStory, publishStory, unpublishStory } from '@/lib/api/desk-stories';
import { deskZoneLabel, formatDeskTime, nzInputToIso } from '@/lib/desk/desk-time';
import { errorMessage, notReadyProblems } from '@/lib/desk/story-errors';
import type { StaffRole } from '@/lib/schemas/member-type';
import styles from './StoryEditor.module.css';

interface PublishPanelProps {
  story: DeskStory;
  role: StaffRole;
  /** Saves what is typed first and answers the saved story (null when it could not be saved). */
  saveFirst: () => Promise<DeskStory | null>;
  onChanged: (story: DeskStory) => void;
}

type Outcome = { kind: 'idle' } | { kind: 'busy'; doing: string } | { kind: 'done'; message: string } | { kind: 'failed'; message: string; problems: string[] };

function stateLine(story: DeskStory): string {
  switch (story.status) {
    case 'draft':
      return 'Draft: not on the site.';
    case 'scheduled':
      return `Scheduled for ${story.publishedAt ? formatDeskTime(story.publishedAt) : 'a time to be set'}.`;
    case 'published':
      return `Published ${story.publishedAt ? formatDeskTime(story.publishedAt) : ''}.`;
    case 'unpublished':
      return 'Unpublished: taken off the site.';
  }
}

/** Publish now, schedule, unpublish and preview: only what the role may do on this story shows. */
export function PublishPanel({ story, role, saveFirst, onChanged }: PublishPanelProps) {
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [scheduling, setScheduling] = useState(false);
  const [when, setWhen] = useState('');
  const [preview, setPreview] = useState<{ url: string; expiresAt: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const chosen = nzInputToIso(when);

  const act = async (doing: string, call: (saved: DeskStory) => Promise<DeskStory>, done: (story: DeskStory) => string) => {
    setOutcome({ kind: 'busy', doing });
    const saved = await saveFirst();
    if (!saved) {
      setOutcome({ kind: 'failed', message: 'Save the story first (see the save status above).', problems: [] });
      return;
    }
    try {
      const changed = await call(saved);
      onChanged(changed);
      setScheduling(false);
      setOutcome({ kind: 'done', message: done(changed) });
    } catch (error) {
      setOutcome({ kind: 'failed', message: errorMessage(error), problems: notReadyProblems(error) });
    }
  };

  const publishNow = () => act('Publishing…', (saved) => publishStory(saved.id, saved.revision), () => 'Published.');
  // A time already past publishes now (the server decides, by its clock).
  const schedule = () => chosen && act('Scheduling…', (saved) => publishStory(saved.id, saved.revision, chosen), (changed) => (changed.status === 'scheduled' ? `Scheduled for ${formatDeskTime(chosen)}.` : 'That time has passed: published now.'));
  const unpublish = () => act('Unpublishing…', (saved) => unpublishStory(saved.id, saved.revision), () => 'Unpublished: it is off the site.');

  const getPreview = async () => {
    setOutcome({ kind: 'busy', doing: 'Making a preview link…' });
    try {
      setPreview(await createPreviewLink(story.id));
      setCopied(false);
      setOutcome({ kind: 'idle' });
    } catch (error) {
      setOutcome({ kind: 'failed', message: errorMessage(error), problems: [] });
    }
  };

  const busy = outcome.kind === 'busy';
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Publishing</h2>
      <p>{stateLine(story)}</p>
      {story.permissions.publish ? (
        <div className={styles.actions}>
          {story.status !== 'published' ? (
            <button type="button" onClick={publishNow} disabled={busy}>
              Publish now
            </button>
          ) : null}
          {story.status !== 'published' ? (
            <button type="button" aria-expanded={scheduling} onClick={() => setScheduling(!scheduling)} disabled={busy}>
              Schedule…
            </button>
          ) : null}
          {story.status === 'published' || story.status === 'scheduled' ? (
            <button type="button" onClick={unpublish} disabled={busy}>
              Unpublish
            </button>
          ) : null}
        </div>
      ) : (
        <p className={styles.hint}>{role === 'contributor' ? "An editor publishes contributors' stories." : 'An editor publishes this story.'}</p>
      )}
      {scheduling && story.permissions.publish ? (
        <div className={styles.schedule}>
          <label htmlFor={`${id}-when`}>
            Publish at (New Zealand time{chosen ? `, ${deskZoneLabel(new Date(chosen))}` : ''})
          </label>
          <input id={`${id}-when`} type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} />
          <button type="button" onClick={schedule} disabled={busy || !chosen}>
            Schedule
          </button>
        </div>
      ) : null}
      <div className={styles.actions}>
        <button type="button" onClick={getPreview} disabled={busy}>
          Preview
        </button>
      </div>
      {preview ? (
        <div className={styles.preview}>
          <label htmlFor={`${id}-preview`}>Preview link (until {formatDeskTime(preview.expiresAt)})</label>
          <div className={styles.inlineRow}>
            <input id={`${id}-preview`} readOnly value={preview.url} onFocus={(event) => event.target.select()} />
            <button
              type="button"
              onClick={() =>
                void navigator.clipboard
                  .writeText(preview.url)
                  .then(() => setCopied(true))
                  .catch(() => setCopied(false))
              }
            >
              Copy
            </button>
            <a href={preview.url} target="_blank" rel="noreferrer">
              Open
            </a>
          </div>
        </div>
      ) : null}
      <div aria-live="polite" className={styles.outcome}>
        {copied ? <p>Link copied.</p> : null}
        {outcome.kind === 'busy' ? <p>{outcome.doing}</p> : null}
        {outcome.kind === 'done' ? <p>{outcome.message}</p> : null}
        {outcome.kind === 'failed' ? (
          <div role="alert" className={styles.problem}>
            <p>{outcome.message}</p>
            {outcome.problems.length ? (
              <ul>
                {outcome.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
