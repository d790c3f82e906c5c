import { useState } from 'react';
import { deskCall } from '@/lib/api/desk-client';
import type { DeskCollectionSummary } from '@/lib/schemas/desk-collection';
import { OrderedList } from '../site-content/OrderedList';
import styles from '../site-content/SiteContentForm.module.css';

type Saving = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

const onHomeFirst = (collections: DeskCollectionSummary[]) =>
  collections.filter((c) => c.homePosition !== null).sort((a, b) => (a.homePosition ?? 0) - (b.homePosition ?? 0));

/** Which collections the home page shows, top first; every change is saved at once. */
export function HomeCollectionsOrder({ initial }: { initial: DeskCollectionSummary[] }) {
  const [collections, setCollections] = useState(initial);
  const [saving, setSaving] = useState<Saving>({ kind: 'idle' });
  const onHome = onHomeFirst(collections);
  const offHome = collections.filter((c) => c.homePosition === null);

  async function save(order: DeskCollectionSummary[]) {
    const before = collections;
    // Show the new order at once; go back to the saved one if the server refuses it.
    setCollections(collections.map((c) => ({ ...c, homePosition: order.findIndex((o) => o.id === c.id) >= 0 ? order.findIndex((o) => o.id === c.id) : null })));
    setSaving({ kind: 'saving' });
    try {
      setCollections(await deskCall<DeskCollectionSummary[]>('PUT', '/collections/home', { body: { collectionIds: order.map((c) => c.id) } }));
      setSaving({ kind: 'saved' });
    } catch (error) {
      setCollections(before);
      setSaving({ kind: 'failed', message: error instanceof Error ? error.message : 'Not saved. Try again.' });
    }
  }

  const status = saving.kind === 'saving' ? 'Saving the home page…' : saving.kind === 'saved' ? 'Home page saved.' : saving.kind === 'failed' ? `Not saved: ${saving.message}` : '';
  return (
    <section className={styles.section} aria-labelledby="home-order-heading">
      <h2 id="home-order-heading">On the home page</h2>
      <p className={styles.hint}>Shown below today&rsquo;s top stories, in this order.</p>
      <OrderedList
        label="Collections on the home page"
        items={onHome}
        keyOf={(c) => c.id}
        nameOf={(c) => c.title}
        render={(c) => c.title}
        onChange={(order) => void save(order)}
        removeLabel="Take off"
        removeAriaLabel={(name) => `Take ${name} off the home page`}
        empty="No collection is on the home page."
      />
      {offHome.length ? (
        <ul className={styles.list} aria-label="Collections not on the home page">
          {offHome.map((c) => (
            <li key={c.id} className={styles.row}>
              <span className={styles.rowTitle}>{c.title}</span>
              <button type="button" className={styles.button} onClick={() => void save([...onHome, c])} aria-label={`Show ${c.title} on home page`}>
                Show on home page
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={saving.kind === 'failed' ? styles.error : styles.status} role="status" aria-live="polite">
        {status}
      </p>
    </section>
  );
}
