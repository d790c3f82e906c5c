import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useState } from 'react';
import type { DeskChoices, DeskStory } from '@/lib/api/desk-stories';
import type { StaffRole } from '@/lib/schemas/member-type';
import { ConflictPanel } from './ConflictPanel';
import { PublishPanel } from './PublishPanel';
import { RecoveryNotice } from './RecoveryNotice';
import { RevisionsPanel } from './RevisionsPanel';
import { SaveStatus } from './SaveStatus';
import { StoryFields } from './StoryFields';
import { useStoryAutosave } from './useStoryAutosave';
import styles from './StoryEditor.module.css';

// TipTap is the heaviest part of the desk: loaded in the browser only, by the editor page only.
const BodyEditor = dynamic(() => import('./BodyEditor').then((module) => module.BodyEditor), {
  ssr: false,
  loading: () => <p className={styles.hint}>Loading the editor…</p>,
});

interface StoryEditorProps {
  story: DeskStory;
  choices: DeskChoices;
  role: StaffRole;
}

const now = () => new Date().toISOString();

/** The story editor: body, side panel, save status, publishing and revisions. */
export function StoryEditor({ story: loaded, choices, role }: StoryEditorProps) {
  const { state, dispatch, edit, saveNow, recoverable, recover, discardRecoverable } = useStoryAutosave(loaded);
  const [picked, setPicked] = useState(loaded.featureImage);
  const { story, draft, phase } = state;
  // The picture the draft names: the server's copy, or the one just picked (their version or a restore may name another).
  const featureImage = [story.featureImage, picked, phase.kind === 'conflict' ? phase.theirs.featureImage : null].find((image) => image && image.id === draft.featureImageId) ?? null;
  const editable = story.permissions.edit;
  const replace = (changed: DeskStory) => dispatch({ type: 'replaced', story: changed, at: now() });

  return (
    <div className={styles.editor}>
      <div className={styles.topline}>
        <Link href="/desk">← All stories</Link>
        <SaveStatus phase={phase} onRetry={() => void saveNow()} />
      </div>
      {!editable ? <p className={styles.notice}>You can read this story but not change it: it is someone else&apos;s.</p> : null}
      {recoverable ? <RecoveryNotice copy={recoverable} onRecover={recover} onDiscard={discardRecoverable} /> : null}
      {phase.kind === 'conflict' ? (
        <ConflictPanel theirs={phase.theirs} mine={draft} onKeepMine={() => dispatch({ type: 'keepMine' })} onUseTheirs={() => dispatch({ type: 'useTheirs' })} />
      ) : null}
      {state.setAside ? (
        <section className={styles.notice} role="status">
          <p>Your version (headline “{state.setAside.headline}”) was set aside for theirs.</p>
          <div className={styles.actions}>
            <button type="button" onClick={() => dispatch({ type: 'bringBackSetAside' })}>
              Bring back my version
            </button>
            <button type="button" onClick={() => dispatch({ type: 'dismissSetAside' })}>
              Forget it
            </button>
          </div>
        </section>
      ) : null}
      <div className={styles.columns}>
        <div className={styles.bodyColumn}>
          <BodyEditor value={draft.bodyHtml} onChange={(bodyHtml) => edit({ bodyHtml })} editable={editable} />
        </div>
        <aside className={styles.side} aria-label="Story details">
          <PublishPanel story={story} role={role} saveFirst={saveNow} onChanged={replace} />
          <StoryFields
            draft={draft}
            story={story}
            choices={choices}
            featureImage={featureImage}
            onChange={edit}
            onFeatureImage={setPicked}
            disabled={!editable}
          />
          <RevisionsPanel story={story} saveFirst={saveNow} onRestored={replace} />
        </aside>
      </div>
    </div>
  );
}
