import styles from './PreviewBanner.module.css';

export interface PreviewBannerProps {
  /** The story's status in the desk: draft, scheduled, published or unpublished. */
  status: string;
  /** ISO 8601: when the link stops working. */
  expiresAt: string;
}

const expiryFormat = new Intl.DateTimeFormat('en-NZ', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Pacific/Auckland' });

/** Above a previewed story: says this is not the public page and until when the link works. */
export function PreviewBanner({ status, expiresAt }: PreviewBannerProps) {
  return (
    <aside className={styles.banner} aria-label="Preview">
      <strong>Preview</strong> of a {status} story, as readers will see it. Only people with this link can open it, until{' '}
      <time dateTime={expiresAt}>{expiryFormat.format(new Date(expiresAt))}</time>.
    </aside>
  );
}
