/*
 * A running API's read paths, found in its own API document (`/docs/json`): GETs under /v1, first
 * those without parameters (the lists), then `/v1/<list>/{param}…` with the first row the
 * list answered. Used by the rolling-upgrade test on a release taken from git history, whose
 * routes this code cannot know in advance.
 */

export interface TAnswer {
  status: number;
  body: unknown;
}
/** Each path of the API document as it was asked (`/v1/clients/{id}`), and its answer. */
export type TAnswers = Map<string, TAnswer>;

/** Where a detail's id comes from besides its own list: a vendor reads RFPs through its inbox. */
const MORE_ID_SOURCES: Record<string, { list: string; field: string }[]> = {
  '/v1/rfp': [{ list: '/v1/rfp/inbox', field: 'rfpId' }],
};
/** A path with one parameter, right after the list it belongs to: `/v1/rfp/{id}/lines`. */
const DETAIL = /^(\/v1(?:\/[^/{]+)+?)\/\{[^}]+\}((?:\/[^/{]+)*)$/;
/** Requests in flight at once per person: enough to keep the server busy, few enough to stay fair. */
const CONCURRENCY = 4;

const rowsIn = (body: unknown): unknown[] => {
  if (Array.isArray(body)) return body;
  const page = body as { data?: unknown; items?: unknown } | null;
  const rows = page?.data ?? page?.items;
  return Array.isArray(rows) ? rows : [];
};
const firstValue = (answer: TAnswer | undefined, field: string): string | undefined => {
  if (answer?.status !== 200) return undefined;
  const value = (rowsIn(answer.body)[0] as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : undefined;
};

/** The rows of a list's answer, failing when the list did not answer 200. */
export function rowsOf(answers: TAnswers, url: string): number {
  const answer = answers.get(url);
  if (answer?.status !== 200) throw new Error(`GET ${url} answered ${String(answer?.status)}: ${JSON.stringify(answer?.body).slice(0, 300)}`);
  return rowsIn(answer.body).length;
}

async function inBatches<T>(items: T[], run: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
    }),
  );
}

/**
 * The read paths in the API document of the server at `baseUrl`: every GET under /v1 but the file
 * downloads (they render what the detail they belong to reads, and loading the renderers would
 * cost the old server seconds).
 */
export async function readPaths(baseUrl: string): Promise<string[]> {
  const res = await fetch(`${baseUrl}/docs/json`);
  const document = (await res.json()) as { paths?: Record<string, { get?: unknown }> };
  const paths = Object.entries(document.paths ?? {})
    .filter(([url, operations]) => url.startsWith('/v1/') && operations.get && !url.endsWith('/download'))
    .map(([url]) => url);
  if (paths.length === 0) throw new Error(`The API document at ${baseUrl}/docs/json lists no GET under /v1`);
  return paths;
}

/** Signs in as `email` and asks each of `paths` of the API at `baseUrl`. */
export async function readEverything(baseUrl: string, paths: string[], email: string, password: string): Promise<TAnswers> {
  const login = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`Sign-in of ${email} answered ${login.status}: ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const get = async (url: string): Promise<TAnswer> => {
    const res = await fetch(baseUrl + url, { headers: { authorization: `Bearer ${accessToken}` } });
    const text = await res.text();
    return { status: res.status, body: (res.headers.get('content-type') ?? '').includes('json') && text ? (JSON.parse(text) as unknown) : text };
  };

  const answers: TAnswers = new Map();
  await inBatches(
    paths.filter((url) => !url.includes('{')),
    async (url) => void answers.set(url, await get(url)),
  );
  await inBatches(paths, async (url) => {
    const [, list, rest] = DETAIL.exec(url) ?? [];
    if (!list) return;
    const sources = [{ list, field: 'id' }, ...(MORE_ID_SOURCES[list] ?? [])];
    const id = sources.map((source) => firstValue(answers.get(source.list), source.field)).find(Boolean);
    if (id) answers.set(url, await get(`${list}/${id}${rest}`));
  });
  return answers;
}
