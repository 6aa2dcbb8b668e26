import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/*
 * A real OpenAI-compatible chat-completions server on loopback, for the assistant's API tests
 * and the e2e run (issue #10 "The assistant against a fake OpenAI-compatible server"). Node's
 * own modules only, so e2e/ can import it as it imports the mailbox.
 *
 * It speaks POST {base}/chat/completions with `stream: true` as Server-Sent Events
 * (`data: {chunk}\n\n` … `data: [DONE]\n\n`, usage in the last chunk) and otherwise (the API's default) as
 * one JSON body. Each request takes the next queued reply; with none queued, the default
 * answers with every "## Heading" line of the system message followed by a line of text, so a
 * draft or a rewrite has the shape the product asks for.
 *
 * Tests in this process call `enqueue` and read `requests`. Another process (the e2e server)
 * drives it over HTTP: POST /__fake/replies (a reply or an array), GET /__fake/requests,
 * POST /__fake/reset.
 */

export type TFakeReply =
  /** Streams `text` in pieces of `chunkSize` characters, `delayMs` apart (unstreamed: answers after `delayMs`). */
  | { kind: 'text'; text: string; chunkSize?: number; delayMs?: number; usage?: { promptTokens: number; completionTokens: number } }
  /** Answers with this HTTP status and an OpenAI-style error body. */
  | { kind: 'status'; status: number; message?: string }
  /** Accepts the request and never answers (a timeout). */
  | { kind: 'hang' }
  /** Streams `text`, then stalls without finishing (a timeout mid-answer). */
  | { kind: 'hangAfter'; text: string }
  /** A 200 stream whose events are not JSON (a broken provider or proxy). */
  | { kind: 'garbage' };

export interface TFakeRequest {
  body: TChatRequest;
  headers: http.IncomingHttpHeaders;
}

export interface TChatRequest {
  model?: string;
  stream?: boolean;
  messages?: { role: string; content: unknown }[];
  [key: string]: unknown;
}

export interface TFakeOpenAi {
  /** The base URL to configure (AI_BASE_URL), ending in /v1. */
  url: string;
  port: number;
  /** Every chat request received, oldest first. */
  requests: TFakeRequest[];
  enqueue(...replies: TFakeReply[]): void;
  reset(): void;
  close(): Promise<void>;
}

const textOf = (content: unknown): string =>
  typeof content === 'string'
    ? content
    : Array.isArray(content)
      ? content.map((part) => (part && typeof part === 'object' && 'text' in part ? String((part as { text: unknown }).text) : '')).join('')
      : '';

/** Every message of a request as one text: what a test searches for leaks. */
export const requestText = (request: TFakeRequest): string => (request.body.messages ?? []).map((m) => `${m.role}: ${textOf(m.content)}`).join('\n');

/** The default answer: each "## Heading" line the system message asks for, with a line under it. */
export function defaultAnswer(body: TChatRequest): string {
  const system = textOf(body.messages?.find((m) => m.role === 'system')?.content);
  const lastUser = textOf([...(body.messages ?? [])].reverse().find((m) => m.role === 'user')?.content);
  const headings = [...new Set([...system.matchAll(/^## (.+)$/gm)].map((m) => m[1].trim()))];
  const instruction = /^Instruction: (.+)$/m.exec(lastUser)?.[1]?.trim();
  if (headings.length === 0) return 'The fake model has nothing to say.';
  return headings
    .map(
      (heading) =>
        `## ${heading}\n- The vendor follows the ${heading.toLowerCase()} agreed for this site.${instruction ? `\n- As requested: ${instruction}` : ''}`,
    )
    .join('\n\n');
}

const estimate = (text: string) => Math.max(1, Math.ceil(text.length / 4));

export async function startFakeOpenAi(options: { port?: number; host?: string } = {}): Promise<TFakeOpenAi> {
  const requests: TFakeRequest[] = [];
  const queue: TFakeReply[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const readBody = (req: http.IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      req.on('error', reject);
    });

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  async function streamText(
    res: http.ServerResponse,
    body: TChatRequest,
    text: string,
    reply: { chunkSize?: number; delayMs?: number; usage?: { promptTokens: number; completionTokens: number } },
    finish: boolean,
  ) {
    const id = `chatcmpl-fake-${requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    const model = body.model ?? 'fake-model';
    const send = (chunk: unknown) => res.write(`data: ${JSON.stringify(chunk)}\n\n`);
    const choice = (delta: Record<string, unknown>, finishReason: string | null) => ({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [{ index: 0, delta, finish_reason: finishReason }],
    });
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    send(choice({ role: 'assistant', content: '' }, null));
    const size = Math.max(1, reply.chunkSize ?? 40);
    for (let i = 0; i < text.length; i += size) {
      if (res.destroyed) return;
      send(choice({ content: text.slice(i, i + size) }, null));
      if (reply.delayMs) await wait(reply.delayMs);
    }
    if (!finish) return;
    send(choice({}, 'stop'));
    const promptTokens = reply.usage?.promptTokens ?? estimate(JSON.stringify(body.messages ?? []));
    const completionTokens = reply.usage?.completionTokens ?? estimate(text);
    send({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [],
      usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
    });
    res.write('data: [DONE]\n\n');
    res.end();
  }

  async function answer(res: http.ServerResponse, body: TChatRequest, reply: TFakeReply) {
    switch (reply.kind) {
      case 'status':
        return json(res, reply.status, {
          error: { message: reply.message ?? `Fake provider error ${reply.status}`, type: 'fake_error', code: String(reply.status) },
        });
      case 'hang':
        return; // the socket stays open until the client gives up or the server closes
      case 'garbage':
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('data: {this is not json\n\n');
        res.write('data: [DONE]\n\n');
        return void res.end();
      case 'hangAfter':
        return streamText(res, body, reply.text, {}, false);
      case 'text':
        if (body.stream !== true) {
          if (reply.delayMs) await wait(reply.delayMs);
          const promptTokens = reply.usage?.promptTokens ?? estimate(JSON.stringify(body.messages ?? []));
          const completionTokens = reply.usage?.completionTokens ?? estimate(reply.text);
          return json(res, 200, {
            id: 'chatcmpl-fake',
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: body.model ?? 'fake-model',
            choices: [{ index: 0, message: { role: 'assistant', content: reply.text }, finish_reason: 'stop' }],
            usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
          });
        }
        return streamText(res, body, reply.text, reply, true);
    }
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const raw = await readBody(req);
      if (url.pathname === '/__fake/replies' && req.method === 'POST') {
        const parsed = JSON.parse(raw || '[]') as TFakeReply | TFakeReply[];
        queue.push(...(Array.isArray(parsed) ? parsed : [parsed]));
        return json(res, 200, { queued: queue.length });
      }
      if (url.pathname === '/__fake/requests' && req.method === 'GET') return json(res, 200, requests);
      if (url.pathname === '/__fake/reset' && req.method === 'POST') {
        queue.length = 0;
        requests.length = 0;
        return json(res, 200, {});
      }
      if (!url.pathname.endsWith('/chat/completions') || req.method !== 'POST')
        return json(res, 404, { error: { message: `No route ${req.method} ${url.pathname}` } });
      let body: TChatRequest;
      try {
        body = JSON.parse(raw) as TChatRequest;
      } catch {
        return json(res, 400, { error: { message: 'The body is not JSON.' } });
      }
      requests.push({ body, headers: req.headers });
      const reply = queue.shift() ?? { kind: 'text', text: defaultAnswer(body) };
      await answer(res, body, reply);
    })().catch(() => {
      if (!res.headersSent) json(res, 500, { error: { message: 'The fake failed.' } });
      else res.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}/v1`,
    port,
    requests,
    enqueue: (...replies) => void queue.push(...replies),
    reset() {
      queue.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
