// Command-line scorer: `npm run score -- game.json [more.json …]` ("-" reads standard input). Any game file the
// app writes (Calico, Azul, Kaliko), told apart by its "format". Prints a JSON array with each file's breakdown,
// or with --text a score pad per file. Words (the pad, notes, problems) are English unless --lang de|fr|es|ja.
// Exits 1 when any file cannot be read or is not a valid game, naming the file and the problem.
import { isBgStatsExport } from '../games/shared/bgStats.ts';
import { readFileSync } from 'node:fs';
import { msg, type Msg } from '../games/shared/msg.ts';
import { isLanguage, LANGUAGES } from '../i18n/languages.ts';
import { nodeI18n } from '../i18n/node.ts';
import { renderMsg } from '../i18n/render.ts';
import { azulCli } from './azul.ts';
import { calicoCli } from './calico.ts';
import { kalikoCli } from './kaliko.ts';
import type { GameCli, Say } from './gameCli.ts';

const MAX_FILE_BYTES = 5_000_000;

const GAMES: readonly GameCli[] = [calicoCli, azulCli, kalikoCli];

export interface CliResult {
  stdout: string;
  stderr: string;
  code: number;
}

/** The CLI's arguments: the files, --text, and --lang with its language (English when not given). */
function parseArgs(args: string[]): { files: string[]; text: boolean; lang: string; help: boolean } {
  const files: string[] = [];
  let text = false,
    help = false,
    lang = 'en';
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--text') text = true;
    else if (a === '--help') help = true;
    else if (a === '--lang') lang = args[++i] ?? '';
    else if (a.startsWith('--lang=')) lang = a.slice('--lang='.length);
    else files.push(a);
  }
  return { files, text, lang, help };
}

export function runCli(args: string[], readStdin: () => string = () => readFileSync(0, 'utf8')): CliResult {
  const { files, text, lang, help } = parseArgs(args);
  if (!isLanguage(lang)) {
    // Said in English: the language asked for is the one we cannot speak.
    const say = (m: Msg) => renderMsg(nodeI18n('en'), m);
    return {
      stdout: '',
      stderr: `${say(msg('core.cli.unknownLanguage', { lang, known: LANGUAGES.join(', ') }))}\n`,
      code: 2,
    };
  }
  const i18n = nodeI18n(lang);
  const say: Say = (m) => renderMsg(i18n, m);
  if (files.length === 0 || help) return { stdout: '', stderr: `${say(msg('core.cli.usage'))}\n`, code: 2 };
  const out: string[] = [];
  const errors: string[] = [];
  const results: unknown[] = [];
  for (const file of files) {
    let content: string;
    try {
      content = file === '-' ? readStdin() : readFileSync(file, 'utf8');
    } catch (e) {
      errors.push(
        `${file}: ${say(msg('core.cli.cannotRead', { code: (e as NodeJS.ErrnoException).code ?? 'error' }))}`,
      );
      continue;
    }
    if (content.length > MAX_FILE_BYTES) {
      errors.push(`${file}: ${say(msg('core.cli.tooLarge', { mb: MAX_FILE_BYTES / 1e6 }))}`);
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(content);
    } catch (e) {
      errors.push(
        `${file}: ${say(msg('core.cli.notJson', { why: e instanceof Error ? e.message.slice(0, 120) : '?' }))}`,
      );
      continue;
    }
    if (isBgStatsExport(data)) {
      errors.push(`${file}: ${say(msg('core.shared.file.bgStats'))}`);
      continue;
    }
    const format = (data as { format?: unknown } | null)?.format;
    const game =
      GAMES.find((g) => g.formats.includes(format as string)) ?? (format === undefined ? calicoCli : undefined);
    if (!game) {
      const known = GAMES.flatMap((g) => g.formats).join(', ');
      errors.push(
        `${file}: ${say(msg('core.cli.unknownFormat', { format: JSON.stringify(format)?.slice(0, 40) ?? '', known }))}`,
      );
      continue;
    }
    const r = game.score(data, file, say);
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
