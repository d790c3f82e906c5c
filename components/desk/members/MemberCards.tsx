import type { MemberRecord } from '@/lib/schemas/desk-members';
import styles from './MemberRecord.module.css';

const pad = (month: number) => String(month).padStart(2, '0');

/** Saved cards: brand, last four and expiry, never more. */
export function MemberCards({ cards }: { cards: MemberRecord['cards'] }) {
  return (
    <section aria-labelledby="member-cards" className={styles.section}>
      <h2 id="member-cards">Cards</h2>
      {cards.length === 0 ? (
        <p className={styles.empty}>No saved cards.</p>
      ) : (
        <ul className={styles.plainList}>
          {cards.map((card, i) => (
            <li key={`${card.brand}-${card.last4}-${i}`}>
              <span className={styles.brand}>{card.brand}</span> ending {card.last4}, expires {pad(card.expMonth)}/{card.expYear}
              {card.removed ? <span className={styles.detail}> (removed)</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
