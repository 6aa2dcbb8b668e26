import http from 'node:http';

/** One request a load loop sent: when, how it ended, and which API process nginx gave it to. */
export interface TSent {
  startedAt: number;
  endedAt: number;
  /** 0: no answer at all (the connection failed). */
  status: number;
  /** nginx's X-Upstream: the API process that answered, or the ones it tried. */
  upstream: string;
  method: string;
  body: string;
}

export interface TRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/**
 * One HTTP request over `agent`, from `localAddress` if given: another loopback address is another
 * client to the rate limits (nginx passes it on in X-Forwarded-For).
 */
export function send(baseUrl: string, request: TRequest, options: { agent?: http.Agent; localAddress?: string } = {}): Promise<TSent> {
  const startedAt = Date.now();
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  return new Promise((resolve) => {
    const req = http.request(
      new URL(request.path, baseUrl),
      {
        method: request.method,
        agent: options.agent,
        localAddress: options.localAddress,
        headers: { accept: 'application/json', ...(payload ? { 'content-type': 'application/json' } : {}), ...request.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            startedAt,
            endedAt: Date.now(),
            status: res.statusCode ?? 0,
            upstream: String(res.headers['x-upstream'] ?? ''),
            method: request.method,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', () => resolve({ startedAt, endedAt: Date.now(), status: 0, upstream: '', method: request.method, body: '' }));
      },
    );
    req.on('error', () => resolve({ startedAt, endedAt: Date.now(), status: 0, upstream: '', method: request.method, body: '' }));
    req.end(payload);
  });
}

/**
 * `concurrency` loops, each sending the next request as soon as the last was answered, for
 * `durationMs`; `next(n)` makes the n-th request of all. Answers every request sent.
 */
export async function runLoad(baseUrl: string, options: { concurrency: number; durationMs: number; next: (n: number) => TRequest }): Promise<TSent[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const until = Date.now() + options.durationMs;
  const sent: TSent[] = [];
  let n = 0;
  const loop = async () => {
    while (Date.now() < until) sent.push(await send(baseUrl, options.next(n++), { agent }));
  };
  await Promise.all(Array.from({ length: options.concurrency }, loop));
  agent.destroy();
  return sent;
}

/** The API process an answer came from: its port, from nginx's X-Upstream ("127.0.0.1:4800"). */
export const portOf = (sent: TSent): string => sent.upstream.split(',').pop()?.trim().split(':').pop() ?? '';
