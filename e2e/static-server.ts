// A tiny static server whose folder can be swapped while it runs: the update test serves one build, then the
// next, exactly as a deploy would. Files are read from disk on every request.
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../server/csp.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.txt': 'text/plain',
};

export class StaticServer {
  private server: Server;
  root: string;

  /** `unanswered`: requests taken and never answered (a server that hangs), until the server closes. */
  constructor(root: string, o: { unanswered?: (method: string, path: string) => boolean } = {}) {
    this.root = root;
    this.server = createServer((req, res) => {
      if (o.unanswered?.(req.method ?? 'GET', new URL(req.url ?? '/', 'http://x').pathname)) return;
      const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
        /^(\.\.[/\\])+/,
        '',
      );
      let file = join(this.root, path);
      if (!existsSync(file) || statSync(file).isDirectory()) file = join(this.root, 'index.html');
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
        'content-security-policy': CONTENT_SECURITY_POLICY,
      });
      res.end(readFileSync(file));
    });
  }

  /** Listens on `port` (0: one the system picks); resolves to the port. */
  listen(port: number): Promise<number> {
    return new Promise((resolve) =>
      this.server.listen(port, '127.0.0.1', () => resolve((this.server.address() as { port: number }).port)),
    );
  }

  close(): Promise<void> {
    // A browser keeps its connections open: they are cut, as a server that went away would.
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    return closed;
  }
}
