import { useState } from 'react';
import type { MemberDataFormat } from '@/lib/schemas/profile';
import styles from './Profile.module.css';

type State = { kind: 'idle' } | { kind: 'busy'; format: MemberDataFormat } | { kind: 'failed'; message: string };

const FAILED = 'Your data could not be downloaded. Check your connection and try again.';

/**
 * "Download my data": everything the site holds about the member, as a JSON file or a page to
 * read in a browser (decision 300). The server allows three downloads an hour; its 429 message
 * says when to try again, and is shown as it is.
 */
export function DownloadMyData() {
  const [state, setState] = useState<State>({ kind: 'idle' });

  const download = async (format: MemberDataFormat) => {
    if (state.kind === 'busy') return;
    setState({ kind: 'busy', format });
    try {
      const [{ downloadMemberData }, { saveFile }] = await Promise.all([import('@/lib/api/member-data'), import('@/lib/api/file-download')]);
      saveFile(await downloadMemberData(format));
      setState({ kind: 'idle' });
    } catch (error) {
      const refused = error as { status?: unknown; message?: unknown };
      // Our own refusals (429, 401) carry a message for people; a network failure does not.
      const message = typeof refused.status === 'number' && refused.status < 500 && typeof refused.message === 'string' ? refused.message : FAILED;
      setState({ kind: 'failed', message });
    }
  };

  const busy = state.kind === 'busy';
  return (
    <section className={styles.panel} aria-labelledby="my-data-heading">
      <h3 id="my-data-heading">Download my data</h3>
      <p>
        A copy of everything we hold about you: your profile, payments, regular gifts, saved cards (brand and last four digits), newsletters and your consent,
        comments, bookmarks, watch list, activity and sign-ins. You can download it three times an hour.
      </p>
      <p className={styles.actions}>
        <button type="button" className={styles.primary} disabled={busy} onClick={() => void download('json')}>
          {busy && state.format === 'json' ? 'Preparing your file…' : 'Download my data (JSON)'}
        </button>
        <button type="button" className={styles.button} disabled={busy} onClick={() => void download('html')}>
          {busy && state.format === 'html' ? 'Preparing your file…' : 'Download a copy to read (HTML)'}
        </button>
        {/* Inside the row of buttons: present (and empty) from the start so screen readers announce it, taking no room until then. */}
        <span role="status" className={styles.note}>
          {busy ? 'Gathering your data. This can take a moment.' : ''}
        </span>
      </p>
      {state.kind === 'failed' ? (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      ) : null}
    </section>
  );
}
