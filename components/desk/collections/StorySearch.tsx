import { useState } from 'react';
import { deskCall } from '@/lib/api/desk-client';
import type { DeskCollectionStory } from '@/lib/schemas/desk-collection';
import styles from '../site-content/SiteContentForm.module.css';

interface StorySearchProps {
  /** Stories already chosen: their Add buttons are off. */
  chosenIds: number[];
  onAdd: (story: DeskCollectionStory) => void;
}

type Search = { kind: 'idle' } | { kind: 'searching' } | { kind: 'found'; stories: DeskCollectionStory[] } | { kind: 'failed'; message: string };

/** Finds published stories by words of their headline, to add to a collection. */
export function StorySearch({ chosenIds, onAdd }: StorySearchProps) {
  const [words, setWords] = useState('');
  const [search, setSearch] = useState<Search>({ kind: 'idle' });

  async function find() {
    setSearch({ kind: 'searching' });
    try {
      setSearch({ kind: 'found', stories: await deskCall<DeskCollectionStory[]>('GET', '/collections/stories', { params: { q: words } }) });
    } catch (error) {
      setSearch({ kind: 'failed', message: error instanceof Error ? error.message : 'The search failed. Try again.' });
    }
  }

  const status =
    search.kind === 'searching' ? 'Searching…' : search.kind === 'failed' ? search.message : search.kind === 'found' ? `${search.stories.length === 0 ? 'No' : search.stories.length} published ${search.stories.length === 1 ? 'story' : 'stories'} found.` : '';
  return (
    <div className={styles.field}>
      <label htmlFor="story-search">Find published stories by headline</label>
      <div className={styles.saveBar}>
        <input
          id="story-search"
          type="search"
          value={words}
          onChange={(event) => setWords(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches instead of saving the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              void find();
            }
          }}
        />
        <button type="button" className={styles.button} onClick={() => void find()}>
          Search
        </button>
      </div>
      <p className={search.kind === 'failed' ? styles.error : styles.status} role="status" aria-live="polite">
        {status}
      </p>
      {search.kind === 'found' && search.stories.length > 0 ? (
        <ul className={styles.list} aria-label="Search results">
          {search.stories.map((story) => (
            <li key={story.id} className={styles.row}>
              <span className={styles.rowTitle}>{story.title}</span>
              <button type="button" className={styles.button} disabled={chosenIds.includes(story.id)} onClick={() => onAdd(story)} aria-label={`Add ${story.title}`}>
                {chosenIds.includes(story.id) ? 'Added' : 'Add'}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
