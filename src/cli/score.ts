// Command-line scorer: `npm run score -- game.json [more.json …]` ("-" reads standard input).
// Prints a JSON array with each file's breakdown, or with --text a score-pad table per file.
// Exits 1 when any file cannot be read or is not a valid game, naming the file and the problem.
import { readFileSync } from 'node:fs';
import { parseGameJson, scoreGame, scoreSheet, type Game, type GameScore } from '../games/calico/core/index.ts';

const MAX_FILE_BYTES = 5_000_000;

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
    const parsed = parseGameJson(content);
    if (!parsed.ok) {
      errors.push(...parsed.errors.map((e) => `${file}: ${e}`));
      continue;
    }
    const score = scoreGame(parsed.game);
    if (text) out.push(table(file, parsed.game, score));
    else results.push({ file, ...breakdown(score) });
  }
  const stdout = text ? out.join('\n') : `${JSON.stringify(results, null, 2)}\n`;
  return { stdout, stderr: errors.map((e) => `${e}\n`).join(''), code: errors.length ? 1 : 0 };
}

/** The JSON breakdown: per player, buttons by colour, rainbow, cats, goals, corrections, total and place. */
export function breakdown(score: GameScore) {
  return {
    source: score.source,
    finished: score.finished,
    players: score.players.map((p) => ({
      name: p.name,
      place: p.place,
      total: p.total,
      buttons: {
        byColor: Object.fromEntries(p.buttons.reduce((m, b) => m.set(b.color, (m.get(b.color) ?? 0) + 1), new Map<string, number>())),
        points: p.points.buttons,
      },
      rainbow: p.points.rainbow,
      cats: p.cats.map((c) => ({ cat: c.cat, pattern: c.pattern, points: c.points, cells: c.claim, turn: c.turn === null ? null : c.turn + 1 })),
      goals: p.goals.map((g) => ({ goal: g.goal, space: g.space, status: g.status, byColor: g.byColor, byPattern: g.byPattern, points: g.points })),
      corrections: p.corrections,
    })),
    tieBreak: score.rules.tieBreak,
    tieNotes: score.tieNotes,
    shortfalls: score.shortfalls.map((s) => s.message),
    warnings: score.warnings,
  };
}

function table(file: string, game: Game, score: GameScore): string {
  const rows = scoreSheet(game, score);
  const header = ['', ...score.players.map((p) => p.name)];
  const body = rows.map((r) => [r.label, ...r.cells.map((c) => (r.key === 'place' ? c.note : c.points === null ? '–' : String(c.points)))]);
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const notes = [...score.tieNotes, ...score.shortfalls.map((s) => s.message), ...score.warnings];
  const source = score.source === 'history' ? 'exact, from the placement history' : 'from the boards (each final group once)';
  return [`${file} — ${source}`, line(header), ...body.map(line), ...notes.map((n) => `* ${n}`), ''].join('\n');
}

// Run when called as a script (not when imported by tests).
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop()!)) {
  const r = runCli(process.argv.slice(2));
  process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
  process.exitCode = r.code;
}
