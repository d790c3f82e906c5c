import { useState } from 'react';
import { HydratedButton } from '@/components/auth/HydratedButton';
import styles from './ShareButton.module.css';

/**
 * Shares a story: the device's own share sheet where the browser has one (phones), else its link
 * copied, or shown to copy by hand when the clipboard is refused.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const [said, setSaid] = useState('');
  const share = async () => {
    if (typeof navigator.share === 'function') {
      // Closing the share sheet rejects; there is nothing to tell the reader.
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setSaid('Link copied.');
    } catch {
      setSaid(`Copy this link: ${url}`);
    }
  };
  return (
    <span className={styles.wrap}>
      <HydratedButton className={styles.button} onClick={() => void share()}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon}>
          <path d="M12 15V3.5M7.5 8 12 3.5 16.5 8M5 12v8h14v-8" />
        </svg>
        Share
      </HydratedButton>
      <span role="status" className={styles.status}>
        {said}
      </span>
    </span>
  );
}
