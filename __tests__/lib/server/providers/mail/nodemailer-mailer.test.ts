import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readDevMailbox } from '@/lib/server/providers/mail/dev-mailbox';
import { createNodemailerMailer } from '@/lib/server/providers/mail/nodemailer-mailer';

const message = {
  to: 'aroha@example.nz',
  subject: 'Confirm your subscription to Morning Briefing',
  text: `Confirm here: https://news.example.nz/newsletters/confirm?token=${'a'.repeat(120)}.sig`,
  html: '<p>Confirm</p>',
  headers: { 'List-Unsubscribe': '<https://news.example.nz/api/newsletters/unsubscribe?token=abc.def>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
};

/** Just enough of an SMTP server to accept one message and keep what DATA carried. */
function fakeSmtpServer(): Promise<{ server: Server; port: number; received: Promise<string> }> {
  let resolveReceived: (data: string) => void;
  const received = new Promise<string>((resolve) => (resolveReceived = resolve));
  const server = createServer((socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            resolveReceived(data);
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, received })));
}

describe('nodemailer mailer', () => {
  it('writes the dev mailbox: the .eml with the List-Unsubscribe headers, and an index line', async () => {
    const mailDir = path.join(mkdtempSync(path.join(tmpdir(), 'panui-mail-')), 'mail');
    const lines: string[] = [];
    await createNodemailerMailer({ from: 'Pānui <newsletters@localhost>', mailDir, log: (line) => lines.push(line) }).send(message);
    const [mail, ...others] = await readDevMailbox(mailDir);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ to: 'aroha@example.nz', subject: message.subject });
    expect(mail?.headers['list-unsubscribe']).toBe('<https://news.example.nz/api/newsletters/unsubscribe?token=abc.def>');
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.text).toContain(`https://news.example.nz/newsletters/confirm?token=${'a'.repeat(120)}.sig`);
    expect(readFileSync(path.join(mailDir, mail!.file), 'utf8')).toMatch(/^From: =\?UTF-8\?/m);
    expect(lines).toEqual([expect.stringMatching(/^\[mail\] to aroha@example\.nz: "Confirm your subscription to Morning Briefing" → .+\.eml$/)]);
  });

  it('writes an email sent under an outbox key once, with a Message-ID made from the key', async () => {
    const mailDir = path.join(mkdtempSync(path.join(tmpdir(), 'panui-mail-')), 'mail');
    const mailer = createNodemailerMailer({ from: 'Pānui <news@news.example.nz>', mailDir });
    await mailer.send({ ...message, key: 'receipt:tx_1' });
    await mailer.send({ ...message, key: 'receipt:tx_1' });
    await mailer.send({ ...message, key: 'receipt:tx_2' });
    const mails = await readDevMailbox(mailDir);
    expect(mails.map((mail) => mail.key)).toEqual(['receipt:tx_1', 'receipt:tx_2']);
    expect(mails[0]!.headers['x-panui-message-key']).toBe('receipt:tx_1');
    expect(mails[0]!.headers['message-id']).toMatch(/^<[0-9a-f]{40}@news\.example\.nz>$/);
    expect(mails[0]!.headers['message-id']).not.toBe(mails[1]!.headers['message-id']);
  });

  it('sends over SMTP when SMTP_URL is set, with the same headers', async () => {
    const { server, port, received } = await fakeSmtpServer();
    try {
      await createNodemailerMailer({ from: 'newsletters@news.example.nz', smtpUrl: `smtp://127.0.0.1:${port}`, mailDir: '/nonexistent' }).send({ ...message, key: 'receipt:tx_1' });
      // Long headers may be folded onto the next line (RFC 5322); a mail program joins them.
      const data = (await received).replace(/\n[ \t]+/g, ' ');
      expect(data).toMatch(/^List-Unsubscribe: <https:\/\/news\.example\.nz\/api\/newsletters\/unsubscribe\?token=abc\.def>$/m);
      expect(data).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(data).toMatch(/^To: aroha@example\.nz$/m);
      expect(data).toMatch(/^X-Panui-Message-Key: receipt:tx_1$/m);
      expect(data).toMatch(/^Message-ID: <[0-9a-f]{40}@news\.example\.nz>$/m);
    } finally {
      server.close();
    }
  });
});
