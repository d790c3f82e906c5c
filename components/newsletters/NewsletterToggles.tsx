import { useEffect, useState } from 'react';
import { useAnalytics } from '@/hooks/useAnalytics';
import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';
import { getMemberNewsletters, subscribeNewsletter, unsubscribeNewsletter } from '@/lib/api/newsletters';
import type { Newsletter, SubscriptionStatus } from '@/lib/schemas/newsletter';
import styles from './Newsletters.module.css';

type Statuses = Record<string, SubscriptionStatus>;
type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; statuses: Statuses };

interface NewsletterTogglesProps {
  lists: Newsletter[];
  email: string;
  source: string;
  compact: boolean;
}

/** A signed-in member's switches, one per list, for the email they signed in with. */
export function NewsletterToggles({ lists, email, source, compact }: NewsletterTogglesProps) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  // The switch shows the reader's choice while it is being saved.
  const [busy, setBusy] = useState<{ listId: string; on: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { track } = useAnalytics();

  useEffect(() => {
    let current = true;
    getMemberNewsletters()
      .then((rows) => current && setLoaded({ kind: 'ready', statuses: Object.fromEntries(rows.map((row) => [row.listId, row.status])) }))
      .catch(() => current && setLoaded({ kind: 'failed' }));
    return () => {
      current = false;
    };
  }, [email]);

  if (loaded.kind === 'loading') return <p role="status" className={styles.note}>Loading your newsletters…</p>;
  if (loaded.kind === 'failed') return <p role="alert" className={styles.error}>Your newsletters could not be loaded. Try again later.</p>;

  const toggle = async (list: Newsletter, on: boolean) => {
    setBusy({ listId: list.listId, on });
    setError(null);
    try {
      const answer = on ? await subscribeNewsletter({ email, listId: list.listId, source }) : await unsubscribeNewsletter({ email, listId: list.listId });
      if (answer.status !== 'none') setLoaded({ kind: 'ready', statuses: { ...loaded.statuses, [list.listId]: answer.status } });
      if (on) track(ANALYTICS_EVENTS.newsletterSignup, { listId: list.listId, source, status: answer.status });
    } catch {
      setError(`${list.name} could not be changed. Try again.`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.picker}>
      <p className={styles.note}>Sent to {email}.</p>
      {error ? <p role="alert" className={styles.error}>{error}</p> : null}
      <ul className={styles.lists}>
        {lists.map((list) => {
          const status = loaded.statuses[list.listId];
          const saving = busy?.listId === list.listId;
          const on = saving ? busy.on : status === 'active' || status === 'pending';
          const about = `newsletter-${list.listId}-about`;
          return (
            <li key={list.listId} className={styles.list}>
              <label className={styles.switchLabel}>
                <input
                  type="checkbox"
                  role="switch"
                  checked={on}
                  disabled={busy !== null}
                  aria-describedby={about}
                  onChange={(event) => void toggle(list, event.target.checked)}
                />
                <span className={styles.name}>{list.name}</span>
              </label>
              <p id={about} className={styles.about}>
                {compact ? null : <span>{list.description} </span>}
                <span className={styles.frequency}>{list.frequency}.</span>
                {status === 'pending' ? <span> Waiting for you to confirm: check your inbox.</span> : null}
                {saving ? <span role="status"> Saving…</span> : null}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
