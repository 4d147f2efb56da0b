// The group's server: the built app and the sync endpoint on one origin.
//   POST /api/groups                    a new group: { id, secret } (the secret is shown this once)
//   POST /api/groups/<id>/check         200 when "Authorization: Bearer <secret>" is the group's key, else 401.
//   POST /api/groups/<id>/secret        a new secret (a member removed); the old one stops working at once.
//                                       The current secret in "Authorization: Bearer <secret>".
//   GET  /sync/<id> (WebSocket)         y-protocols sync of the group's document. The secret travels in the
//                                       Sec-WebSocket-Protocol header, ["tile-tally-sync.1", "key.<secret>"]: a
//                                       browser can send no other header with a WebSocket, and unlike the URL it is
//                                       not written to access logs or history. The server answers with the first.
//   GET  /healthz                       200 when it can serve the app and store changes, else 503 (server/health.ts)
//   GET  /metrics                       Prometheus' text format (server/metrics.ts), to this machine only unless
//                                       publicMetrics
//   everything else                     the app (dist/)
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { CoreOf } from '../src/sync/fold.ts';
import { GROUP_ID, Groups } from './groups.ts';
import { AddressLimits, DEFAULT_LIMITS, type Limits } from './limits.ts';
import { AdminToken, deleteGroup, isDeleted } from './admin.ts';
import { openDataFolder } from './dataFolder.ts';
import { HealthCheck } from './health.ts';
import { serverLog, type Logger } from './log.ts';
import { Metrics } from './metrics.ts';
import { Room, type Peer, type RoomEvents } from './rooms.ts';
import { staticFiles } from './static.ts';

export const PROTOCOL = 'tile-tally-sync.1';
/** This machine's own addresses (all of 127.0.0.0/8, and ::1). */
const isLoopback = (a: string) => a.startsWith('127.') || a === '::1' || a.startsWith('::ffff:127.');
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
  /** The server's own HTTPS (a LAN host with its own certificate): PEM certificate chain and key. */
  tls?: { cert: Buffer; key: Buffer };
  /** Answer GET /metrics to any address, not only to this machine. */
  publicMetrics?: boolean;
  logger?: Logger;
  /** A public instance (server/admin.ts): the operator's token, for DELETE /api/admin/groups/<id> and, when
   * `closedCreation`, for making groups; the most groups kept, and bytes per group's document. */
  adminToken?: string;
  closedCreation?: boolean;
  maxGroups?: number;
  maxGroupBytes?: number;
}

export interface RunningServer {
  url: string;
  /** Stops taking connections, closes each sync connection with 1001 "going away" (phones connect again), and
   * flushes every group's file. */
  close(): Promise<void>;
}

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const logger = opts.logger ?? serverLog();
  const log = (line: string) => logger.info(line);
  const limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const addresses = new AddressLimits(limits);
  const folder = openDataFolder(opts.data);
  if (folder.from !== folder.format)
    logger.info(folder, folder.from === null ? 'a new data folder' : 'the data folder was upgraded');
  const groups = new Groups(opts.data);
  const rooms = new Map<string, Room>();
  const idle = new Map<string, NodeJS.Timeout>();
  const health = new HealthCheck(opts.data, opts.dist);
  const metrics = new Metrics({
    connections: () => wss.clients.size,
    groupsLoaded: () => rooms.size,
    data: opts.data,
  });
  const events: RoomEvents = {
    accepted: () => metrics.accepted.inc(),
    refused: (reason) => metrics.refused.inc({ reason }),
    fsync: (seconds) => metrics.fsync.observe(seconds),
    disk: (error) => health.disk(error),
  };
  const serveApp = staticFiles(opts.dist);
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
    if (!room) rooms.set(id, (room = new Room(groups.dir(id), opts.coreOf, log, events, opts.maxGroupBytes)));
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

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/healthz') {
      const h = health.now();
      return json(res, h.ok ? 200 : 503, h.ok ? { status: 'ok' } : { status: 'unhealthy', problems: h.problems });
    }
    if (path === '/metrics') {
      // A proxy in front that does not say whose request it is (no --trust-proxy) makes every request look local.
      const local = isLoopback(addressOf(req)) && (opts.trustProxy || !req.headers['x-forwarded-for']);
      if (!local && !opts.publicMetrics) return json(res, 403, { error: 'metrics are for this machine only' });
      return void metrics.registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
        () => res.writeHead(500).end(),
      );
    }
    if (!path.startsWith('/api/')) return serveApp(req, res);
    req.resume(); // no request here has a body worth reading
    if (path.startsWith('/api/admin/')) return administer(req, res, path);
    // A cross-site form cannot send this content type without asking first: groups are made by the app only.
    if (req.method !== 'POST' || !String(req.headers['content-type'] ?? '').startsWith('application/json'))
      return json(res, 405, { error: 'POST with a JSON body only' });
    const now = new Date().toISOString();
    if (path === '/api/groups') {
      if (opts.closedCreation && !admin.allows(req))
        return json(res, 403, { error: 'groups on this server are made by its operator' });
      if (opts.maxGroups && groupCount() >= opts.maxGroups)
        return json(res, 403, { error: 'this server keeps as many groups as it takes' });
      if (!addresses.newGroup(addressOf(req)))
        return json(res, 429, { error: 'too many new groups from this address' });
      let made;
      try {
        made = groups.create(now);
      } catch (e) {
        health.disk(e as Error);
        logger.error({ err: (e as NodeJS.ErrnoException).code }, 'a new group could not be stored');
        return json(res, 507, { error: 'the server has no room to store a new group' });
      }
      log(`group ${made.id}: made`);
      return json(res, 201, made);
    }
    const check = /^\/api\/groups\/([^/]+)\/check$/.exec(path);
    if (check) {
      // A phone tells "the key is refused" from "the server is unreachable": a browser's WebSocket says neither.
      const secret = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
      if (!addresses.message(addressOf(req))) return json(res, 429, { error: 'too many requests' });
      if (!groups.admits(check[1]!, secret)) return json(res, 401, { error: 'key refused' });
      if (isDeleted(groups.dir(check[1]!))) return json(res, 410, { error: 'the group was deleted from this server' });
      // The phone's changes wait on it while the server's disk is full: it says so (its status) and tries again.
      if (health.full) return json(res, 507, { error: 'the server has no room to store changes' });
      return json(res, 200, { ok: true });
    }
    const rotate = /^\/api\/groups\/([^/]+)\/secret$/.exec(path);
    if (rotate) {
      const id = rotate[1]!;
      const secret = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
      if (!addresses.message(addressOf(req))) return json(res, 429, { error: 'too many requests' });
      if (!groups.admits(id, secret)) return json(res, 401, { error: 'key refused' });
      if (isDeleted(groups.dir(id))) return json(res, 410, { error: 'the group was deleted from this server' });
      const next = groups.rotate(id, now);
      for (const p of rooms.get(id)?.peers ?? []) p.end(4401, 'the group has a new secret');
      log(`group ${id}: new secret`);
      return json(res, 200, { id, secret: next });
    }
    return json(res, 404, { error: 'no such endpoint' });
  };
  const admin = new AdminToken(opts.adminToken);
  const groupCount = () => readdirSync(join(opts.data, 'groups')).length;
  /** DELETE /api/admin/groups/<id>: its phones are closed (4410) and told it is gone when they ask; its games stay
   * on them. */
  const administer = (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (!admin.allows(req)) return json(res, 403, { error: 'the operator’s token is needed' });
    const id = /^\/api\/admin\/groups\/([^/]+)$/.exec(path)?.[1] ?? '';
    if (req.method !== 'DELETE' || !id) return json(res, 404, { error: 'no such endpoint' });
    if (!GROUP_ID.test(id) || !groups.exists(id) || isDeleted(groups.dir(id)))
      return json(res, 404, { error: 'no such group' });
    const room = rooms.get(id);
    if (room) {
      rooms.delete(id);
      clearTimeout(idle.get(id));
      idle.delete(id);
      for (const p of room.peers) p.end(4410, 'the group was deleted from this server');
      room.close();
    }
    deleteGroup(groups.dir(id), new Date());
    logger.info({ group: id }, 'group deleted by the operator');
    return json(res, 200, { deleted: id });
  };
  const http = opts.tls ? createTlsServer(opts.tls, handle) : createServer(handle);

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
    if (isDeleted(groups.dir(id))) return refuse(socket, 410, 'Gone');
    if (!addresses.open(address)) return refuse(socket, 429, 'Too Many Requests');
    wss.handleUpgrade(req, socket, head, (ws) => connect(ws, id, address));
  });

  function connect(ws: WebSocket, id: string, address: string): void {
    let room: Room;
    try {
      room = roomOf(id);
    } catch (e) {
      // Its file could not be opened (a full disk, a broken data folder): this connection ends, the server goes on.
      logger.error({ group: id, err: (e as NodeJS.ErrnoException).code }, "a group's document could not be opened");
      addresses.close(address);
      return ws.close(4507, 'the server cannot open this group now');
    }
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
      if (rooms.get(id) !== room) return; // the group was deleted meanwhile
      // "Try again later" (45xx): y-websocket takes a 44xx close as final and would never connect again.
      if (!addresses.message(address)) return peer.end(4529, 'too many messages');
      if (!isBinary) return peer.end(4400, 'binary messages only');
      room.receive(peer, new Uint8Array(data as Buffer));
    });
    ws.on('error', () => ws.terminate());
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
    url: `${opts.tls ? 'https' : 'http'}://${host}:${port}/`,
    close: async () => {
      clearInterval(sweep);
      const closed = new Promise<void>((r) => http.close(() => r()));
      http.closeIdleConnections();
      // "Going away" (1001): y-websocket's client connects again after its back-off, to this server restarted.
      await Promise.all(
        [...wss.clients].map(
          (c) =>
            new Promise<void>((r) => {
              c.once('close', () => r());
              c.close(1001, 'going away');
              // A phone that never answers the closing handshake is let go of.
              setTimeout(() => (c.terminate(), r()), 5_000).unref();
            }),
        ),
      );
      http.closeAllConnections();
      await closed;
      for (const t of idle.values()) clearTimeout(t);
      for (const r of rooms.values()) r.close();
    },
  };
}
