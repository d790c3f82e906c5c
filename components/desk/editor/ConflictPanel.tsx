import type { DeskStory, StoryDraft } from '@/lib/api/desk-stories';
import { formatDeskTime } from '@/lib/desk/desk-time';
import styles from './StoryEditor.module.css';

interface ConflictPanelProps {
  theirs: DeskStory;
  mine: StoryDraft;
  onKeepMine: () => void;
  onUseTheirs: () => void;
}

// The body as readable text, for comparing versions side by side (HTML is no help to a reader).
const bodyText = (html: string) => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.body.children].map((block) => block.textContent?.trim() ?? '').filter(Boolean);
};

function Version({ title, draft }: { title: string; draft: StoryDraft }) {
  return (
    <section className={styles.version} aria-label={title}>
      <h3>{title}</h3>
      <p className={styles.versionHeadline}>{draft.headline || '(no headline)'}</p>
      {draft.standfirst ? <p className={styles.versionStandfirst}>{draft.standfirst}</p> : null}
      <div className={styles.versionBody}>
        {bodyText(draft.bodyHtml).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}

/** Someone saved the story while this writer was typing: both versions, and the writer's choice. */
export function ConflictPanel({ theirs, mine, onKeepMine, onUseTheirs }: ConflictPanelProps) {
  return (
    <section className={styles.conflict} role="alert" aria-labelledby="conflict-title">
      <h2 id="conflict-title">Someone else saved this story at {formatDeskTime(theirs.updatedAt)}</h2>
      <p>Autosave is paused. Nothing you typed is lost: keep your version (it replaces theirs), or use theirs (yours is set aside, and you can bring it back).</p>
      <div className={styles.versions}>
        <Version title="Their version" draft={theirs} />
        <Version title="Your version" draft={mine} />
      </div>
      <div className={styles.actions}>
        <button type="button" onClick={onKeepMine}>
          Keep mine
        </button>
        <button type="button" onClick={onUseTheirs}>
          Use theirs
        </button>
      </div>
    </section>
  );
}
