// `npx tsx server/main.ts [--port 4173] [--host 127.0.0.1] [--data ./data] [--dist ./dist] [--trust-proxy] [--limits JSON]`:
// the group's server (server.ts). Environment: PORT, HOST, TILE_TALLY_DATA. Prints its address when listening.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CORES } from '../src/games/cores.ts';
import type { GameCore } from '../src/games/types.ts';
import type { Limits } from './limits.ts';
import { startServer } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    data: { type: 'string', default: process.env.TILE_TALLY_DATA ?? 'data' },
    dist: { type: 'string', default: 'dist' },
    'trust-proxy': { type: 'boolean', default: false },
    /** Limits as JSON, any of server/limits.ts's (e.g. '{"connections":64}'). */
    limits: { type: 'string', default: '{}' },
  },
});

const cores: GameCore[] = await Promise.all(CORES.map((c) => c.load()));
const server = await startServer({
  port: Number(values.port),
  host: values.host!,
  data: resolve(values.data!),
  dist: resolve(values.dist!),
  coreOf: (format) => cores.find((c) => c.formats.includes(format)),
  trustProxy: values['trust-proxy'],
  limits: JSON.parse(values.limits!) as Partial<Limits>,
});
console.log(`Tile Tally is being served at ${server.url}  (groups kept in ${resolve(values.data!)}; Ctrl+C stops it)`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
