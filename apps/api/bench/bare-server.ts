import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TRunQuery } from './baseline.js';
import { USERS_SQL } from './baseline.js';

/**
 * The floor under a request's fixed cost (issue #15 item 9): node:http and the driver, no
 * framework, no token, no transaction, no validation. It answers the users list's first page
 * with its exact total from one statement, as GET /v1/users does.
 */
export async function startBareServer(runQuery: TRunQuery): Promise<{ url: (limit: number) => string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const limit = Number(new URL(request.url ?? '/', 'http://bare').searchParams.get('limit') ?? 25);
    runQuery(USERS_SQL, [limit]).then(
      ({ rows }) => {
        const page = rows as Record<string, unknown>[];
        const total = page.length ? Number(page[0].total) : 0;
        const body = JSON.stringify({ data: page.map(({ total: _t, ...row }) => row), total });
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
        response.end(body);
      },
      (error: unknown) => {
        response.writeHead(500).end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (limit) => `http://127.0.0.1:${port}/users?limit=${limit}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
