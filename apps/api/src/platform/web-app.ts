import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/v1/', '/sowrfq/', '/docs', '/healthz', '/readyz', '/metrics', '/.well-known/'];

const escapeAttr = (s: string) => s.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c] as string);

/** What the page is told at start-up: the brand (APP_BRAND) and where to report errors, if anywhere. */
export interface TWebAppSettings {
  brand: string;
  errorReportingDsn?: string;
}

/**
 * Serves the built web app, and index.html for every other GET so deep links load
 * (history routing). Its settings are written into the page at start-up, so one build serves
 * every deployment: the brand into its title and `app-brand` meta tag, the error-reporting DSN
 * (when there is one) into an `error-reporting-dsn` meta tag (docs/operations.md "Error reporting (Sentry)").
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  { brand, errorReportingDsn }: TWebAppSettings,
): Promise<((request: FastifyRequest, reply: FastifyReply) => boolean) | null> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built; run `npm run build` to serve it');
    return null;
  }
  const indexHtml = fs
    .readFileSync(indexFile, 'utf8')
    .replace(/(<meta name="app-brand" content=")[^"]*(")/, `$1${escapeAttr(brand)}$2`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(brand)}</title>`)
    .replace('</head>', `${errorReportingDsn ? `<meta name="error-reporting-dsn" content="${escapeAttr(errorReportingDsn)}" />` : ''}</head>`);

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    wildcard: true,
    // Hashed asset names never change; index.html is always revalidated.
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const sendIndex = (reply: FastifyReply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  // The static plugin refuses directories; the site root is the app.
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

  return (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (API_PREFIXES.some((p) => pathname.startsWith(p))) return false;
    // A missing asset is a 404, not the app: a stale chunk must fail as a chunk.
    if (pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname)) return false;
    void sendIndex(reply);
    return true;
  };
}
