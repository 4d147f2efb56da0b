// Command-line scorer: `npm run score -- game.json [more.json …]` ("-" reads standard input). Any game file the
// app writes (Calico, Azul, Kaliko), told apart by its "format". Prints a JSON array with each file's breakdown,
// or with --text a score pad per file. Exits 1 when any file cannot be read or is not a valid game, naming the
// file and the problem.
import { readFileSync } from 'node:fs';
import { azulCli } from './azul.ts';
import { calicoCli } from './calico.ts';
import { kalikoCli } from './kaliko.ts';

const MAX_FILE_BYTES = 5_000_000;

/** What the CLI does with one game's files. */
export interface GameCli {
  formats: readonly string[];
  /** The file's problems (path: what is wrong), or its breakdown as JSON and as a score pad. */
  score(data: unknown, file: string): { ok: false; errors: string[] } | { ok: true; json: object; text: string };
}

const GAMES: readonly GameCli[] = [calicoCli, azulCli, kalikoCli];

export interface CliResult {
  stdout: string;
  stderr: string;
  code: number;
}

export function runCli(args: string[], readStdin: () => string = () => readFileSync(0, 'utf8')): CliResult {
  const text = args.includes('--text');
  const files = args.filter((a) => a !== '--text');
  if (files.length === 0 || args.includes('--help')) {
    return { stdout: '', stderr: 'usage: npm run score -- [--text] game.json [more.json …]   ("-" reads standard input)\n', code: 2 };
  }
  const out: string[] = [];
  const errors: string[] = [];
  const results: unknown[] = [];
  for (const file of files) {
    let content: string;
    try {
      content = file === '-' ? readStdin() : readFileSync(file, 'utf8');
    } catch (e) {
      errors.push(`${file}: cannot read (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
      continue;
    }
    if (content.length > MAX_FILE_BYTES) {
      errors.push(`${file}: is larger than ${MAX_FILE_BYTES / 1e6} MB; not a game file`);
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(content);
    } catch (e) {
      errors.push(`${file}: not valid JSON (${e instanceof Error ? e.message.slice(0, 120) : 'unreadable'})`);
      continue;
    }
    const format = (data as { format?: unknown } | null)?.format;
    const game = GAMES.find((g) => g.formats.includes(format as string)) ?? (format === undefined ? calicoCli : undefined);
    if (!game) {
      errors.push(`${file}: format: ${JSON.stringify(format)?.slice(0, 40)} is not a game format this app knows (${GAMES.flatMap((g) => g.formats).join(', ')})`);
      continue;
    }
    const r = game.score(data, file);
    if (!r.ok) {
      errors.push(...r.errors.map((e) => `${file}: ${e}`));
      continue;
    }
    if (text) out.push(r.text);
    else results.push({ file, ...r.json });
  }
  const stdout = text ? out.join('\n') : `${JSON.stringify(results, null, 2)}\n`;
  return { stdout, stderr: errors.map((e) => `${e}\n`).join(''), code: errors.length ? 1 : 0 };
}

// Run when called as a script (not when imported by tests).
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop()!)) {
  const r = runCli(process.argv.slice(2));
  process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
  process.exitCode = r.code;
}
