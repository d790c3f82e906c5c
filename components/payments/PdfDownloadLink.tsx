import { type MouseEvent, useState } from 'react';
import styles from './TaxDocument.module.css';

type State = 'idle' | 'downloading' | 'failed';

/**
 * "Download PDF": a link to the file (opened with the session cookie, e.g. in a new tab), and on
 * click a download made with the member's ID token, which also serves a donor signed in anonymously.
 */
export function PdfDownloadLink({ href, of, quiet = false }: { href: string; /** What the PDF is of, for screen readers where several are listed: "the 2026 tax year". */ of?: string; quiet?: boolean }) {
  const [state, setState] = useState<State>('idle');

  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, save link) is the browser's to handle.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (state === 'downloading') return;
    setState('downloading');
    try {
      const [{ downloadPdf }, { saveFile }] = await Promise.all([import('@/lib/api/pdf-download'), import('@/lib/api/file-download')]);
      saveFile(await downloadPdf(href));
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <span className={styles.download}>
      <a href={href} download className={quiet ? styles.button : styles.primary} onClick={(event) => void download(event)} aria-disabled={state === 'downloading' || undefined}>
        Download PDF{of ? <span className="visually-hidden"> of {of}</span> : null}
      </a>
      <span role="status" className={styles.downloadStatus}>
        {state === 'downloading' ? 'Preparing your PDF…' : ''}
      </span>
      {state === 'failed' ? (
        <span role="alert" className={styles.error}>
          The PDF could not be downloaded. Check your connection and try again.
        </span>
      ) : null}
    </span>
  );
}
