import { SMTPServer } from 'smtp-server';

export interface TReceivedMail {
  to: string[];
  receivedAt: number;
  raw: string;
  /** The text body, with quoted-printable soft breaks and escapes undone. */
  text: string;
}

const decodeQuotedPrintable = (s: string) => s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export interface TMailbox {
  url: string;
  messages: TReceivedMail[];
  /** Connections that ended in an error, such as a sender killed mid-message. */
  connectionErrors: Error[];
  /** The next message to `to` not returned before, waiting for it if need be. */
  next(to: string, timeoutMs?: number): Promise<TReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives (docs/architecture.md "Tests"). */
export async function startMailbox(port = 0): Promise<TMailbox> {
  const messages: TReceivedMail[] = [];
  const connectionErrors: Error[] = [];
  const taken = new Set<TReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), receivedAt: Date.now(), raw, text: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  // A sender that dies mid-message (the job-crash test kills its worker with SIGKILL) resets its
  // socket; smtp-server reports that as a server error, which unheard would end the test run.
  // The message is simply not received, which is what the tests then check.
  server.on('error', (error: Error) => connectionErrors.push(error));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    messages,
    connectionErrors,
    async next(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => !taken.has(m) && m.to.includes(to.toLowerCase()));
        if (found) {
          taken.add(found);
          return found;
        }
        if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
