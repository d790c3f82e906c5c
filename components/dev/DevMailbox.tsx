import Link from 'next/link';
import type { DevMailboxView } from '@/lib/dev-mailbox/dev-mailbox-view';
import styles from './DevMailbox.module.css';

const sentAt = (iso: string) => new Date(iso).toLocaleString('en-NZ', { timeZone: 'Pacific/Auckland', dateStyle: 'medium', timeStyle: 'medium' });

/** Development's view of the emails the site sent: the list, and the one opened as a mail program would show it. */
export function DevMailbox({ mails, templates, shown }: DevMailboxView) {
  const openFile = shown?.kind === 'mail' ? shown.mail.file : null;
  const openSample = shown?.kind === 'sample' ? shown.template : null;
  return (
    <div className={styles.mailbox}>
      <h1 className={styles.title}>Dev mailbox</h1>
      <p className={styles.note}>
        Emails the site wrote to <code>DATA_DIR/mail</code> instead of an SMTP server (development only). The outbox worker sends them a moment after
        they are queued.
      </p>
      <div className={styles.columns}>
        <nav aria-label="Emails" className={styles.list}>
          <h2>Sent ({mails.length})</h2>
          {mails.length === 0 ? (
            <p className={styles.empty}>No emails yet. Subscribe to a newsletter or give a donation, and the email appears here.</p>
          ) : (
            <ul>
              {mails.map((mail) => (
                <li key={mail.file}>
                  <Link href={`/dev/mailbox?file=${encodeURIComponent(mail.file)}#opened`} aria-current={mail.file === openFile ? 'page' : undefined} className={styles.item}>
                    <span className={styles.subject}>{mail.subject}</span>
                    <span className={styles.meta}>
                      {mail.to} · {sentAt(mail.sentAt)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <h2>Every template, with sample data</h2>
          <ul>
            {templates.map((template) => (
              <li key={template}>
                <Link href={`/dev/mailbox?sample=${template}#opened`} aria-current={template === openSample ? 'page' : undefined} className={styles.item}>
                  {template}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* The links jump here: on a phone the list stands above it. */}
        <section id="opened" aria-label="Opened email" className={styles.opened}>
          {shown === null ? (
            <p className={styles.empty}>Choose an email or a template to see it.</p>
          ) : (
            <>
              <h2 className={styles.openedSubject}>{shown.kind === 'mail' ? shown.mail.subject : shown.subject}</h2>
              {shown.kind === 'mail' ? (
                <dl className={styles.headers}>
                  {[['to', shown.mail.to] as const, ['sent', sentAt(shown.mail.sentAt)] as const, ...shown.mail.headers].map(([name, value]) => (
                    <div key={name} className={styles.header}>
                      <dt>{name}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <p className={styles.meta}>The {shown.template} template with made-up data.</p>
              )}
              <h3>HTML</h3>
              {/* No scripts, forms or same-origin access for the email's HTML; its own CSP says the same. */}
              <iframe className={styles.frame} sandbox="" src={shown.htmlUrl} title={`HTML of “${shown.kind === 'mail' ? shown.mail.subject : shown.subject}”`} />
              <h3>Plain text</h3>
              <pre className={styles.text}>{shown.kind === 'mail' ? shown.mail.text : shown.text}</pre>
            </>
          )}
        </section>
      </div>
    </div>
  );
}
