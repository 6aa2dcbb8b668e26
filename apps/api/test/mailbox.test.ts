import net from 'node:net';
import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { startMailbox, type TMailbox } from './mailbox.js';

/** Writes each SMTP line and waits for the server's answer before the next, as a client must (a reply's last line is "NNN text"). */
async function talk(socket: net.Socket, lines: string[]): Promise<void> {
  const replies: string[] = [];
  socket.on('data', (chunk) => replies.push(chunk.toString('utf8')));
  const answered = async (count: number) => {
    while (
      replies
        .join('')
        .split('\r\n')
        .filter((line) => /^\d{3} /.test(line)).length < count
    )
      await new Promise((r) => setTimeout(r, 5));
  };
  await answered(1);
  for (const [i, line] of lines.entries()) {
    socket.write(`${line}\r\n`);
    await answered(i + 2);
  }
}

describe('the test mailbox', () => {
  let mailbox: TMailbox;
  afterAll(() => mailbox?.close());

  // The job-crash test kills a worker mid-message with SIGKILL; its socket resets inside an SMTP
  // transaction, which smtp-server reports as a server 'error' event. Unheard, that error ended
  // a whole CI run although every test passed.
  it('outlives a sender that resets its connection mid-message, and still takes the next one', async () => {
    mailbox = await startMailbox();
    const port = Number(new URL(mailbox.url).port);
    const socket = net.connect(port, '127.0.0.1');
    await talk(socket, ['EHLO crash.example', 'MAIL FROM:<job@crash.example>', 'RCPT TO:<someone@crash.example>', 'DATA']);
    socket.resetAndDestroy();
    while (mailbox.connectionErrors.length === 0) await new Promise((r) => setTimeout(r, 5));
    expect(mailbox.connectionErrors.map((e) => (e as NodeJS.ErrnoException).code)).toEqual(['ECONNRESET']);

    const transport = nodemailer.createTransport(mailbox.url);
    await transport.sendMail({ from: 'job@crash.example', to: 'next@crash.example', subject: 'whole', text: 'the next one' });
    const received = await mailbox.next('next@crash.example');
    expect(received.text).toContain('the next one');
    expect(mailbox.messages.map((m) => m.to)).toEqual([['next@crash.example']]);
  });
});
