import http from 'node:http';
import { startMailbox } from '../../apps/api/test/mailbox.js';
import { MAIL_API_PORT, SMTP_PORT } from './ports.js';

/**
 * The API tests' real SMTP server on loopback, for the e2e run, with a small HTTP API so
 * the browser tests can read what the product mailed: GET /messages?to=<address>.
 */
const mailbox = await startMailbox(SMTP_PORT);

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/healthz') return void res.end('ok');
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = mailbox.messages
      .filter((m) => !to || m.to.includes(to))
      .map(({ to: recipients, text, receivedAt }) => ({ to: recipients, text, receivedAt }));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(found));
  })
  .listen(MAIL_API_PORT, '127.0.0.1');
