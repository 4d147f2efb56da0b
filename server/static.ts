// The built app (dist/) from the same origin as the sync endpoint, so the app's Content-Security-Policy stays
// 'self'. Served by sirv: the brotli or gzip copy the build wrote beside each file (vite.config.ts, `precompress`),
// as the browser's Accept-Encoding allows, with ETags. Hashed assets are kept for a year; everything else
// (index.html, the service worker, the manifest) is checked again on every load so an update reaches players.
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import sirv from 'sirv';
import { CONTENT_SECURITY_POLICY } from './csp.ts';

/** Types with their charset (sirv's lookup names the type alone). */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The handler of every path that is not the API: the app's files, and index.html for any other path without a
 * file extension (the app is one page). Reads the folder's list of files once, at start. */
export function staticFiles(root: string): Handler {
  if (!existsSync(join(root, 'index.html')))
    return (_req, res) =>
      void res
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('The app is not built (npx vite build)\n');
  const serve = sirv(root, {
    single: true,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders: (res, path) => {
      const type = TYPES[extname(path)];
      if (type) res.setHeader('content-type', type);
      res.setHeader(
        'cache-control',
        path.startsWith('/assets/') && extname(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('content-security-policy', CONTENT_SECURITY_POLICY);
    },
    onNoMatch: (_req, res) =>
      void res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n'),
  });
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { allow: 'GET, HEAD' }).end();
    serve(req, res);
  };
}
