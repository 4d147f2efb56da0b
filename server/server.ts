// The group's server: the built app and the sync endpoint on one origin.
//   POST /api/groups                    a new group: { id, secret } (the secret is shown this once)
//   POST /api/groups/<id>/check         200 when "Authorization: Bearer <secret>" is the group's key, else 401.
//   POST /api/groups/<id>/secret        a new secret (a member removed); the old one stops working at once.
//                                       The current secret in "Authorization: Bearer <secret>".
//   GET  /sync/<id> (WebSocket)         y-protocols sync of the group's document. The secret travels in the
//                                       Sec-WebSocket-Protocol header, ["tile-tally-sync.1", "key.<secret>"]: a
//                                       browser can send no other header with a WebSocket, and unlike the URL it is
//                                       not written to access logs or history. The server answers with the first.
//   everything else                     the app (dist/)
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { CoreOf } from '../src/sync/fold.ts';
import { GROUP_ID, Groups } from './groups.ts';
import { AddressLimits, DEFAULT_LIMITS, type Limits } from './limits.ts';
import { Room, type Peer } from './rooms.ts';
import { serveStatic } from './static.ts';

export const PROTOCOL = 'tile-tally-sync.1';
const KEY_PREFIX = 'key.';

export interface ServerOptions {
  port: number;
  host: string;
  /** The data folder: every group's secret hash and document. */
  data: string;
  /** The built app. */
  dist: string;
  coreOf: CoreOf;
  limits?: Partial<Limits>;
  /** Take the client's address from X-Forwarded-For (only behind a reverse proxy that sets it). */
  trustProxy?: boolean;
  log?: (line: string) => void;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const addresses = new AddressLimits(limits);
  const groups = new Groups(opts.data);
  const rooms = new Map<string, Room>();
  const idle = new Map<string, NodeJS.Timeout>();
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxMessage,
    perMessageDeflate: false,
    handleProtocols: (p) => (p.has(PROTOCOL) ? PROTOCOL : false),
  });

  const addressOf = (req: IncomingMessage): string => {
    const forwarded = opts.trustProxy
      ? String(req.headers['x-forwarded-for'] ?? '')
          .split(',')
          .pop()
          ?.trim()
      : '';
    return forwarded || req.socket.remoteAddress || '?';
  };

  const roomOf = (id: string): Room => {
    clearTimeout(idle.get(id));
    idle.delete(id);
    let room = rooms.get(id);
    if (!room) rooms.set(id, (room = new Room(groups.dir(id), opts.coreOf, log)));
    return room;
  };
  /** A room nobody is in is let go of after a while (its document is on disk). */
  const release = (id: string, room: Room) => {
    if (room.peers.size > 0) return;
    idle.set(
      id,
      setTimeout(() => {
        idle.delete(id);
        if (room.peers.size === 0 && rooms.get(id) === room) {
          rooms.delete(id);
          room.close();
        }
      }, 30_000).unref(),
    );
  };

  const json = (res: ServerResponse, status: number, body: unknown) =>
    res
      .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
      .end(JSON.stringify(body));

  const http = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (!path.startsWith('/api/')) return serveStatic(opts.dist, req, res);
    req.resume(); // no request here has a body worth reading
    // A cross-site form cannot send this content type without asking first: groups are made by the app only.
    if (req.method !== 'POST' || !String(req.headers['content-type'] ?? '').startsWith('application/json'))
      return json(res, 405, { error: 'POST with a JSON body only' });
    const now = new Date().toISOString();
    if (path === '/api/groups') {
      if (!addresses.newGroup(addressOf(req)))
        return json(res, 429, { error: 'too many new groups from this address' });
      const made = groups.create(now);
      log(`group ${made.id}: made`);
      return json(res, 201, made);
    }
    const check = /^\/api\/groups\/([^/]+)\/check$/.exec(path);
    if (check) {
      // A phone tells "the key is refused" from "the server is unreachable": a browser's WebSocket says neither.
      const secret = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
      if (!addresses.message(addressOf(req))) return json(res, 429, { error: 'too many requests' });
      if (!groups.admits(check[1]!, secret)) return json(res, 401, { error: 'key refused' });
      return json(res, 200, { ok: true });
    }
    const rotate = /^\/api\/groups\/([^/]+)\/secret$/.exec(path);
    if (rotate) {
      const id = rotate[1]!;
      const secret = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
      if (!addresses.message(addressOf(req))) return json(res, 429, { error: 'too many requests' });
      if (!groups.admits(id, secret)) return json(res, 401, { error: 'key refused' });
      const next = groups.rotate(id, now);
      for (const p of rooms.get(id)?.peers ?? []) p.end(4401, 'the group has a new secret');
      log(`group ${id}: new secret`);
      return json(res, 200, { id, secret: next });
    }
    return json(res, 404, { error: 'no such endpoint' });
  });

  const refuse = (socket: Duplex, status: number, words: string) => {
    socket.end(`HTTP/1.1 ${status} ${words}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    socket.destroy();
  };

  http.on('upgrade', (req, socket, head) => {
    socket.on('error', () => socket.destroy());
    const id = /^\/sync\/([^/?]+)$/.exec((req.url ?? '').split('?')[0]!)?.[1] ?? '';
    const address = addressOf(req);
    const offered = String(req.headers['sec-websocket-protocol'] ?? '')
      .split(',')
      .map((s) => s.trim());
    const secret = offered.find((p) => p.startsWith(KEY_PREFIX))?.slice(KEY_PREFIX.length);
    if (!GROUP_ID.test(id) || !offered.includes(PROTOCOL) || !groups.admits(id, secret)) {
      log(`refused a connection to ${GROUP_ID.test(id) ? `group ${id}` : 'no group'} from ${address}: no valid key`);
      return refuse(socket, 401, 'Unauthorized');
    }
    if (!addresses.open(address)) return refuse(socket, 429, 'Too Many Requests');
    wss.handleUpgrade(req, socket, head, (ws) => connect(ws, id, address, socket));
  });

  function connect(ws: WebSocket, id: string, address: string, socket: Duplex): void {
    const room = roomOf(id);
    let alive = true;
    const peer: Peer = {
      send: (m) => {
        if (ws.readyState === ws.OPEN) ws.send(m);
      },
      end: (code, reason) => ws.close(code, reason),
    };
    ws.on('pong', () => (alive = true));
    const ping = setInterval(() => {
      if (!alive) return ws.terminate();
      alive = false;
      ws.ping();
    }, 30_000);
    ws.on('message', (data, isBinary) => {
      // "Try again later" (45xx): y-websocket takes a 44xx close as final and would never connect again.
      if (!addresses.message(address)) return peer.end(4529, 'too many messages');
      if (!isBinary) return peer.end(4400, 'binary messages only');
      room.receive(peer, new Uint8Array(data as Buffer));
    });
    // A frame ws refuses (too big: 1009; malformed: 1002) has had its close frame sent by ws: the socket is ended
    // after it, so the phone reads that code; destroyed at once, it would only see the connection drop (1006).
    ws.on('error', () => socket.end());
    ws.on('close', () => {
      clearInterval(ping);
      addresses.close(address);
      room.leave(peer);
      release(id, room);
    });
    room.join(peer);
  }

  const sweep = setInterval(() => addresses.sweep(), 600_000).unref();
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(opts.port, opts.host, () => resolve());
  });
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  const host = opts.host.includes(':') ? `[${opts.host}]` : opts.host;
  return {
    url: `http://${host}:${port}/`,
    close: async () => {
      clearInterval(sweep);
      for (const c of wss.clients) c.terminate();
      await new Promise<void>((r) => http.close(() => r()));
      for (const t of idle.values()) clearTimeout(t);
      for (const r of rooms.values()) r.close();
    },
  };
}
