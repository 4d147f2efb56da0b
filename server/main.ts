// `npx tsx server/main.ts [--port 4173] [--host 127.0.0.1] [--data ./data] [--dist ./dist] [--trust-proxy]
// [--tls-cert cert.pem --tls-key key.pem] [--metrics-public] [--admin-token-file f] [--groups-by-admin]
// [--max-groups n] [--max-group-bytes n] [--limits JSON] [--database-url URL --redis-url URL]`: the group's server
// (server.ts). Environment: PORT, HOST, TILE_TALLY_DATA, TILE_TALLY_TRUST_PROXY=1, TLS_CERT, TLS_KEY,
// TILE_TALLY_ADMIN_TOKEN, LOG_LEVEL, DATABASE_URL and REDIS_URL (the scaled mode, server/scaled/). Logs one JSON
// object a line (server/log.ts), the first saying its address. SIGTERM (systemd, docker stop) or Ctrl+C: phones are
// told "going away" and every group's file is flushed before it exits.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CORES } from '../src/games/cores.ts';
import type { GameCore } from '../src/games/types.ts';
import type { Limits } from './limits.ts';
import { weakToken } from './admin.ts';
import { serverLog } from './log.ts';
import { startServer } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    data: { type: 'string', default: process.env.TILE_TALLY_DATA ?? 'data' },
    dist: { type: 'string', default: 'dist' },
    'trust-proxy': { type: 'boolean', default: process.env.TILE_TALLY_TRUST_PROXY === '1' },
    'tls-cert': { type: 'string', default: process.env.TLS_CERT },
    'tls-key': { type: 'string', default: process.env.TLS_KEY },
    'metrics-public': { type: 'boolean', default: false },
    /** A public instance (server/admin.ts): the operator's token in a file (or TILE_TALLY_ADMIN_TOKEN). */
    'admin-token-file': { type: 'string' },
    'groups-by-admin': { type: 'boolean', default: false },
    'max-groups': { type: 'string' },
    'max-group-bytes': { type: 'string' },
    /** Limits as JSON, any of server/limits.ts's (e.g. '{"connections":64}'). */
    limits: { type: 'string', default: '{}' },
    /** The scaled mode: groups in PostgreSQL, updates between processes through Redis (both, or neither). */
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    'redis-url': { type: 'string', default: process.env.REDIS_URL },
  },
});

const logger = serverLog();
const fail = (words: string) => {
  logger.fatal(words);
  process.exit(2);
};
if (!values['tls-cert'] !== !values['tls-key']) fail('--tls-cert and --tls-key go together: give both, or neither');
let tls: { cert: Buffer; key: Buffer } | undefined;
try {
  if (values['tls-cert'] && values['tls-key'])
    tls = { cert: readFileSync(values['tls-cert']), key: readFileSync(values['tls-key']) };
} catch (e) {
  fail(`the certificate or its key cannot be read: ${(e as Error).message}`);
}

let adminToken = process.env.TILE_TALLY_ADMIN_TOKEN;
try {
  if (values['admin-token-file']) adminToken = readFileSync(values['admin-token-file'], 'utf8').trim();
} catch (e) {
  fail(`the admin token cannot be read: ${(e as Error).message}`);
}
const weak = adminToken ? weakToken(adminToken) : null;
if (weak) fail(weak);
if (values['groups-by-admin'] && !adminToken)
  fail('--groups-by-admin needs the admin token (--admin-token-file, or TILE_TALLY_ADMIN_TOKEN)');
const count = (flag: 'max-groups' | 'max-group-bytes'): number | undefined => {
  const v = values[flag];
  if (v === undefined) return undefined;
  if (!/^[1-9]\d*$/.test(v)) fail(`--${flag} takes a whole number above 0 (${JSON.stringify(v)} was given)`);
  return Number(v);
};

if (!values['database-url'] !== !values['redis-url'])
  fail('--database-url and --redis-url go together (the scaled mode): give both, or neither');
const scaled = values['database-url']
  ? { databaseUrl: values['database-url'], redisUrl: values['redis-url']! }
  : undefined;

const cores: GameCore[] = await Promise.all(CORES.map((c) => c.load()));
const data = resolve(values.data!);
const server = await startServer({
  port: Number(values.port),
  host: values.host!,
  data,
  dist: resolve(values.dist!),
  coreOf: (format) => cores.find((c) => c.formats.includes(format)),
  trustProxy: values['trust-proxy'],
  tls,
  publicMetrics: values['metrics-public'],
  limits: JSON.parse(values.limits!) as Partial<Limits>,
  logger,
  adminToken,
  closedCreation: values['groups-by-admin'],
  maxGroups: count('max-groups'),
  maxGroupBytes: count('max-group-bytes'),
  scaled,
}).catch((e: Error) => fail(`the server could not start: ${e.message}`));
logger.info(
  { url: server.url, data },
  `Tile Tally is being served at ${server.url}  (groups kept in ${scaled ? 'PostgreSQL' : data}; Ctrl+C stops it)`,
);
let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'stopping: phones are told the server is going away, every group is flushed');
  void server.close().then(() => {
    logger.info('stopped');
    process.exit(0);
  });
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
// A renewed certificate is read again on SIGHUP (`systemctl reload`, `kill -HUP`): connections open stay as they
// are, new ones get it; a pair that cannot be read or does not match keeps the one before, and says so.
const [certFile, keyFile] = [values['tls-cert'], values['tls-key']];
if (certFile && keyFile)
  process.on('SIGHUP', () => {
    try {
      server.renewTls({ cert: readFileSync(certFile), key: readFileSync(keyFile) });
      logger.info('the certificate was read again');
    } catch (e) {
      logger.error(
        { problem: (e as Error).message },
        'the certificate could not be read again: the one before is kept',
      );
    }
  });
