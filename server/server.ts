// The group's server: the built app and the sync endpoint on one origin.
//   POST /api/groups                    a new log. Body {"members":true}: a group of members, { id, invite } (the
//                                       invite token shown this once); otherwise a log opened by one shared key (a
//                                       live game), { id, secret }. When creation is closed (a public instance),
//                                       only with the operator's token as "Authorization: Bearer".
//   POST /api/groups/<id>/join          the invite (or a group's shared key from before member keys) in
//                                       "Authorization: Bearer", { name, phone } in the body: a credential of this
//                                       phone's own, { credential, invite } (the invite's id).
//   POST /api/groups/<id>/check         200 when the Bearer key opens the group; 410 { why } when it was revoked
//                                       (the phone was removed, or left) or the group deleted ("deleted"); 507 while
//                                       the server's disk is full; else 401.
//   POST /api/groups/<id>/members       (a phone's credential) who holds a credential, by name, and the invite's id.
//   POST /api/groups/<id>/remove        (a phone's credential, { name }) that member's phones lose their credentials
//                                       and their sockets are closed (4403); the invite is replaced: { invite }.
//   POST /api/groups/<id>/invite        (a phone's credential) a new invite; the one before stops working.
//   POST /api/groups/<id>/leave         (a phone's credential) this phone's credential stops working.
//   DELETE /api/admin/groups/<id>       (the operator's token) the group is deleted; its phones are told (410).
//   GET  /sync/<id> (WebSocket)         y-protocols sync of the group's document. The phone's credential (a live
//                                       game's shared key) travels in the Sec-WebSocket-Protocol header,
//                                       ["tile-tally-sync.1", "key.<key>"]: a browser can send no other header with
//                                       a WebSocket, and unlike the URL it is not written to access logs or history.
//                                       The server answers with the first.
//   GET  /healthz                       200 when it can serve the app and store changes, else 503 (server/health.ts)
//   GET  /metrics                       Prometheus' text format (server/metrics.ts), to this machine only unless
//                                       publicMetrics
//   everything else                     the app (dist/)
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { CoreOf } from '../src/sync/fold.ts';
import { GROUP_ID, Groups, PHONE_ID, memberName, type GroupKeys, type Holder } from './groups.ts';
import { AddressLimits, DEFAULT_LIMITS, type Limits } from './limits.ts';
import { AdminToken } from './admin.ts';
import { openDataFolder } from './dataFolder.ts';
import { FolderDoc } from './folderDoc.ts';
import { HealthCheck } from './health.ts';
import { serverLog, type Logger } from './log.ts';
import { Metrics } from './metrics.ts';
import { Room, type DocStore, type Peer, type RoomEvents } from './rooms.ts';
import type { Scaled } from './scaled/scaled.ts';
import { staticFiles } from './static.ts';

export const PROTOCOL = 'tile-tally-sync.1';
/** This machine's own addresses (all of 127.0.0.0/8, and ::1). */
const isLoopback = (a: string) => a.startsWith('127.') || a === '::1' || a.startsWith('::ffff:127.');
const KEY_PREFIX = 'key.';
/** The close code a removed phone's sockets get: y-websocket takes 44xx as final, the phone then asks why. */
const REMOVED = 4403;
/** The largest request body read (a name and a phone id). */
const MOST_BODY = 4096;
/** A body read to its end and dropped, to answer 413; a larger one ends the connection. */
const DROPPED_BODY = 1024 * 1024;

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
  /** The scaled mode (server/scaled/): groups kept in PostgreSQL, updates passed between processes through Redis.
   * Without it, groups are kept in the data folder. */
  scaled?: { databaseUrl: string; redisUrl: string };
}

export interface RunningServer {
  url: string;
  /** Stops taking connections, closes each sync connection with 1001 "going away" (phones connect again), and
   * flushes every group's file. */
  close(): Promise<void>;
  /** Serves new connections with a renewed certificate (its own HTTPS only); throws, keeping the one before, when
   * the pair is not a certificate and its key. */
  renewTls(tls: { cert: Buffer; key: Buffer }): void;
}

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const logger = opts.logger ?? serverLog();
  const log = (line: string) => logger.info(line);
  const limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const addresses = new AddressLimits(limits);
  const folder = openDataFolder(opts.data);
  if (folder.from !== folder.format)
    logger.info(folder, folder.from === null ? 'a new data folder' : 'the data folder was upgraded');
  const rooms = new Map<string, Room>();
  const idle = new Map<string, NodeJS.Timeout>();
  // The database and Redis clients are loaded only by a server that uses them.
  const scaled: Scaled | null = opts.scaled
    ? await (await import('./scaled/scaled.ts')).openScaled({ ...opts.scaled, logger, rooms })
    : null;
  const folderGroups = scaled ? null : new Groups(opts.data);
  const groups: GroupKeys = scaled?.groups ?? folderGroups!;
  const openDoc = (id: string): DocStore | Promise<DocStore> =>
    scaled ? scaled.open(id) : new FolderDoc(folderGroups!.dir(id));
  const health = new HealthCheck(opts.data, opts.dist, scaled?.probe);
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

  /** Rooms being opened (a database read): a second phone of the group waits for the same one. */
  const opening = new Map<string, Promise<Room>>();
  const roomOf = async (id: string): Promise<Room> => {
    clearTimeout(idle.get(id));
    idle.delete(id);
    const room = rooms.get(id);
    if (room) return room;
    let made = opening.get(id);
    if (!made) {
      made = (async () => {
        const doc = await openDoc(id);
        const r = new Room(id, doc, opts.coreOf, log, events, opts.maxGroupBytes, (u) => scaled?.stored(id, u));
        rooms.set(id, r);
        scaled?.opened(id);
        return r;
      })().finally(() => opening.delete(id));
      opening.set(id, made);
    }
    return made;
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
          scaled?.unfollow(id);
          room.close();
        }
      }, 30_000).unref(),
    );
  };

  const json = (res: ServerResponse, status: number, body: unknown) =>
    res
      .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
      .end(JSON.stringify(body));

  const bearer = (req: IncomingMessage) => /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
  /** Sockets by who opened them, so that a removed member's are closed. */
  const holders = new Map<Peer, Holder>();

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/healthz')
      return void health
        .now()
        .then((h) =>
          json(res, h.ok ? 200 : 503, h.ok ? { status: 'ok' } : { status: 'unhealthy', problems: h.problems }),
        );
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
    if (path.startsWith('/api/admin/')) {
      req.resume(); // nothing the operator sends has a body
      return void administer(req, res, path).catch((e: Error) => unreachable(res, e));
    }
    // A cross-site form cannot send this content type without asking first: groups are made by the app only.
    if (req.method !== 'POST' || !String(req.headers['content-type'] ?? '').startsWith('application/json')) {
      req.resume();
      return json(res, 405, { error: 'POST with a JSON body only' });
    }
    void readBody(req).then(
      (body) => api(req, res, path, body).catch((e: Error) => unreachable(res, e)),
      (e: Error) =>
        e.message === 'not JSON'
          ? json(res, 400, { error: 'the body is not JSON' })
          : json(res, 413, { error: 'a JSON body of at most 4 KiB' }),
    );
  };

  /** The groups' store could not answer (the scaled mode's database restarting): said, nothing changed. */
  const unreachable = (res: ServerResponse, e: Error) => {
    logger.error({ err: (e as NodeJS.ErrnoException).code ?? e.message }, 'the groups could not be read or stored');
    if (res.headersSent) return;
    // A phone's check is answered as for a full disk (507): its changes wait on it, and it offers them again.
    if (res.req.url?.endsWith('/check')) return json(res, 507, { error: 'the server cannot store changes now' });
    json(res, 503, { error: 'the server cannot reach its store now: try again later' });
  };

  /** A group's old shared key stops working with its first new invite: the sockets it opened are closed too (a
   * removed member may hold it). */
  const endShared = (id: string) => {
    for (const p of rooms.get(id)?.peers ?? []) if (holders.get(p)?.kind === 'shared') p.end(4401, 'a new invite');
  };

  async function api(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    body: Record<string, unknown>,
  ): Promise<unknown> {
    const now = new Date().toISOString();
    const address = addressOf(req);
    if (path === '/api/groups') {
      if (opts.closedCreation && !admin.allows(req))
        return json(res, 403, { error: 'groups on this server are made by its operator' });
      if (opts.maxGroups && (await groups.count()) >= opts.maxGroups)
        return json(res, 403, { error: 'this server keeps as many groups as it takes' });
      if (!addresses.newGroup(address)) return json(res, 429, { error: 'too many new groups from this address' });
      let made;
      try {
        made = body.members === true ? await groups.createGroup(now) : await groups.create(now);
      } catch (e) {
        if (scaled) throw e;
        health.disk(e as Error);
        logger.error({ err: (e as NodeJS.ErrnoException).code }, 'a new group could not be stored');
        return json(res, 507, { error: 'the server has no room to store a new group' });
      }
      log(`group ${made.id}: made`);
      return json(res, 201, made);
    }
    const m = /^\/api\/groups\/([^/]+)\/([a-z]+)$/.exec(path);
    if (!m) return json(res, 404, { error: 'no such endpoint' });
    const [, id, action] = m as unknown as [string, string, string];
    if (!addresses.message(address)) return json(res, 429, { error: 'too many requests' });
    const key = bearer(req);
    // A deleted group's phones are told so when they ask; nothing else is done for it.
    const deleted = GROUP_ID.test(id) && (await groups.exists(id)) && (await groups.deleted(id));
    if (action === 'join') {
      const name = memberName(body.name);
      const phone = typeof body.phone === 'string' && PHONE_ID.test(body.phone) ? body.phone : null;
      if (!name || !phone) return json(res, 400, { error: 'a name (1 to 60 characters) and a phone id' });
      if (deleted) return json(res, 410, { error: 'the group was deleted from this server', why: 'deleted' });
      const joined = await groups.join(id, { token: key, name, phone, now });
      if (!joined) return json(res, 401, { error: 'invite refused' });
      log(`group ${id}: a phone joined`);
      return json(res, 201, { credential: joined.credential, invite: joined.inviteId });
    }
    const holder = await groups.holder(id, key);
    if (action === 'check') {
      // A phone tells "removed" and "key refused" from "the server is unreachable": a browser's WebSocket says none.
      if (holder && deleted) return json(res, 410, { error: 'the group was deleted from this server', why: 'deleted' });
      // The phone's changes wait on it while the server's disk is full: it says so (its status) and tries again.
      if (holder && (await health.refusing()))
        return json(res, 507, { error: 'the server has no room to store changes' });
      if (holder) return json(res, 200, { ok: true });
      const why = await groups.revoked(id, key);
      return why ? json(res, 410, { error: 'key revoked', why }) : json(res, 401, { error: 'key refused' });
    }
    // What only a member's phone may ask: a shared key (a live game's) names no member.
    if (holder?.kind !== 'phone') return json(res, 401, { error: 'key refused' });
    if (deleted) return json(res, 410, { error: 'the group was deleted from this server', why: 'deleted' });
    const peers = () => [...(rooms.get(id)?.peers ?? [])];
    switch (action) {
      case 'members': {
        const { members, invite } = await groups.members(id);
        const you = (n: string) => n.toLocaleLowerCase() === holder.name.toLocaleLowerCase();
        return json(res, 200, { members: members.map((x) => ({ ...x, you: you(x.name) })), invite });
      }
      case 'remove': {
        const name = memberName(body.name);
        if (!name) return json(res, 400, { error: 'the name of the member to remove' });
        if (name.toLocaleLowerCase() === holder.name.toLocaleLowerCase())
          return json(res, 400, { error: 'a phone leaves its group by "leave", not by removing its own member' });
        if (!(await groups.members(id)).members.some((x) => x.name.toLocaleLowerCase() === name.toLocaleLowerCase()))
          return json(res, 404, { error: 'no such member' });
        const done = await groups.remove(id, name, now);
        const revoked = new Set(done.revoked);
        for (const p of peers()) {
          const h = holders.get(p);
          if (h?.kind === 'phone' && revoked.has(h.hash)) p.end(REMOVED, 'removed from the group');
        }
        endShared(id);
        log(`group ${id}: a member removed (${revoked.size} phones), a new invite`);
        return json(res, 200, { invite: done.invite, inviteId: done.inviteId });
      }
      case 'invite': {
        const made = await groups.invite(id, now);
        endShared(id);
        log(`group ${id}: a new invite`);
        return json(res, 200, made);
      }
      case 'leave': {
        await groups.leave(id, holder.hash, now);
        for (const p of peers()) {
          const h = holders.get(p);
          if (h?.kind === 'phone' && h.hash === holder.hash) p.end(1000, 'left the group');
        }
        log(`group ${id}: a phone left`);
        return json(res, 200, { ok: true });
      }
    }
    return json(res, 404, { error: 'no such endpoint' });
  }

  const admin = new AdminToken(opts.adminToken);
  /** DELETE /api/admin/groups/<id>: its phones are closed (4410) and told it is gone when they ask; its games stay
   * on them. */
  const administer = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (!admin.allows(req)) return json(res, 403, { error: 'the operator’s token is needed' });
    const id = /^\/api\/admin\/groups\/([^/]+)$/.exec(path)?.[1] ?? '';
    if (req.method !== 'DELETE' || !id) return json(res, 404, { error: 'no such endpoint' });
    if (!GROUP_ID.test(id) || !(await groups.exists(id)) || (await groups.deleted(id)))
      return json(res, 404, { error: 'no such group' });
    const room = rooms.get(id);
    if (room) {
      rooms.delete(id);
      scaled?.unfollow(id);
      clearTimeout(idle.get(id));
      idle.delete(id);
      for (const p of room.peers) p.end(4410, 'the group was deleted from this server');
      room.close();
    }
    await groups.delete(id, new Date());
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
    upgrade(req, socket, head).catch((e: Error) => {
      logger.error({ err: (e as NodeJS.ErrnoException).code ?? e.message }, 'a connection could not be checked');
      refuse(socket, 503, 'Service Unavailable');
    });
  });

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const id = /^\/sync\/([^/?]+)$/.exec((req.url ?? '').split('?')[0]!)?.[1] ?? '';
    const address = addressOf(req);
    const offered = String(req.headers['sec-websocket-protocol'] ?? '')
      .split(',')
      .map((s) => s.trim());
    const key = offered.find((p) => p.startsWith(KEY_PREFIX))?.slice(KEY_PREFIX.length);
    const holder = GROUP_ID.test(id) && offered.includes(PROTOCOL) ? await groups.holder(id, key) : null;
    if (!holder) {
      log(`refused a connection to ${GROUP_ID.test(id) ? `group ${id}` : 'no group'} from ${address}: no valid key`);
      return refuse(socket, 401, 'Unauthorized');
    }
    if (await groups.deleted(id)) return refuse(socket, 410, 'Gone');
    if (!addresses.open(address)) return refuse(socket, 429, 'Too Many Requests');
    // The group's document is opened before the socket is: nothing the phone sends can come before the room.
    let room: Room | null = null;
    try {
      room = await roomOf(id);
    } catch (e) {
      // Its file could not be opened (a full disk, a broken data folder, a database away): this connection ends,
      // the server goes on.
      const err = e as NodeJS.ErrnoException;
      logger.error({ group: id, err: err.code ?? err.message }, "a group's document could not be opened");
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      if (room) return connect(ws, id, address, holder, socket, room);
      addresses.close(address);
      ws.close(4507, 'the server cannot open this group now');
    });
  }

  function connect(ws: WebSocket, id: string, address: string, holder: Holder, socket: Duplex, room: Room): void {
    let alive = true;
    const peer: Peer = {
      send: (m) => {
        if (ws.readyState === ws.OPEN) ws.send(m);
      },
      end: (code, reason) => ws.close(code, reason),
    };
    holders.set(peer, holder);
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
    // A frame ws refuses (too big: 1009; malformed: 1002) has had its close frame sent by ws: the socket is ended
    // after it, so the phone reads that code; destroyed at once, it would only see the connection drop (1006).
    ws.on('error', () => socket.end());
    ws.on('close', () => {
      clearInterval(ping);
      addresses.close(address);
      holders.delete(peer);
      room.leave(peer);
      release(id, room);
    });
    room.join(peer);
  }

  /** A request's JSON body, at most MOST_BODY bytes; an empty body reads as {}. A larger one is read to its end
   * and dropped, so that its sender can read the 413 (a socket destroyed mid-upload answers nothing); past
   * DROPPED_BODY the socket is destroyed after all. */
  function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
    return new Promise((resolve, reject) => {
      const parts: Buffer[] = [];
      let size = 0;
      req.on('data', (b: Buffer) => {
        size += b.length;
        if (size > DROPPED_BODY) return req.destroy(new Error('too large'));
        if (size <= MOST_BODY) parts.push(b);
      });
      req.on('error', reject);
      req.on('end', () => {
        if (size > MOST_BODY) return reject(new Error('too large'));
        let x: unknown = {};
        try {
          if (size) x = JSON.parse(Buffer.concat(parts).toString('utf8'));
        } catch {
          return reject(new Error('not JSON'));
        }
        resolve(x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {});
      });
    });
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
    renewTls: (tls) => {
      if (!opts.tls) throw new Error('this server does not serve HTTPS');
      (http as ReturnType<typeof createTlsServer>).setSecureContext(tls);
    },
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
      await scaled?.close();
    },
  };
}
