import http from 'node:http';
import { SMTPServer } from 'smtp-server';
import { MAIL_API_PORT, SMTP_PORT } from './ports.js';

/**
 * A real SMTP server on loopback for the e2e run, with a small HTTP API so the browser
 * tests can read what the product mailed: GET /messages?to=<address>.
 */
interface TMessage {
  to: string[];
  text: string;
  receivedAt: number;
}
const messages: TMessage[] = [];

const decodeQuotedPrintable = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      messages.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        receivedAt: Date.now(),
      });
      callback();
    });
  },
});
smtp.listen(SMTP_PORT, '127.0.0.1');

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/healthz') return void res.end('ok');
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = messages.filter((m) => !to || m.to.includes(to));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(found));
  })
  .listen(MAIL_API_PORT, '127.0.0.1');
