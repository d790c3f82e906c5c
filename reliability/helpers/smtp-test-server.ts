import { SMTPServer } from 'smtp-server';

/** One message the test server took (answered 250 to). */
export interface ReceivedMail {
  /** The Message-ID header, angle brackets and all; '' when the message had none. */
  messageId: string;
  /** The X-Panui-Message-Key header: the outbox key it was sent under. */
  key: string;
  to: string[];
}

export interface SmtpTestServer {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  /** Every message taken, in order, copies included. */
  received: ReceivedMail[];
  /** Stops listening (connections under way get a second to finish); the port then refuses. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/** The header block of a raw message, folded lines joined, names in lower case. */
function headersOf(raw: string): Map<string, string> {
  const end = raw.search(/\r?\n\r?\n/);
  const head = (end === -1 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A mail server on 127.0.0.1 for the outbox suite (the smtp-server package): no TLS, no sign-in,
 * and it records each message with its Message-ID before answering 250, as a receiving server
 * would. It can be stopped and started again on the same port, as a mail server that goes down.
 */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let port = 0;
  const makeServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      closeTimeout: 1_000,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const headers = headersOf(Buffer.concat(chunks).toString('utf8'));
          received.push({ messageId: headers.get('message-id') ?? '', key: headers.get('x-panui-message-key') ?? '', to: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
          callback();
        });
      },
    });
  let server = makeServer();
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen();
  port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = makeServer();
      await listen();
    },
  };
}

/** The messages by Message-ID: how many copies of each arrived. */
export function copiesByMessageId(received: readonly ReceivedMail[]): Map<string, number> {
  const copies = new Map<string, number>();
  for (const { messageId } of received) copies.set(messageId, (copies.get(messageId) ?? 0) + 1);
  return copies;
}
