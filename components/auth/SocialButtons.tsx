import { SOCIAL_PROVIDERS, type SocialProvider } from '@/lib/auth/social-sign-in';
import { ActionButton } from './ActionButton';
import styles from './SocialButtons.module.css';

/** "Continue with Google" and the rest; the page decides what choosing one does. */
export function SocialButtons({ busy, onChoose }: { busy: string | null; onChoose: (provider: SocialProvider) => void }) {
  return (
    <ul className={styles.list}>
      {SOCIAL_PROVIDERS.map(({ id, label }) => (
        <li key={id}>
          <ActionButton variant="secondary" busy={busy === id} busyLabel={`Opening ${label}…`} disabled={busy !== null} onClick={() => onChoose(id)}>
            {`Continue with ${label}`}
          </ActionButton>
        </li>
      ))}
    </ul>
  );
}
