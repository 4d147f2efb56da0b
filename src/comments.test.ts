// Comments in src/ that cite a file (a .md or .ts path) cite one this repo has: a comment pointing at a file that
// is gone, or was never here, sends the reader nowhere.
import { parse } from '@babel/parser';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const sources = tracked.filter((f) => f.startsWith('src/') && /\.tsx?$/.test(f));

/** Paths a comment cites: words ending in .md or .ts(x), a slash allowed; placeholders (`<game>`, `*`) are not. */
const CITED = /(?<![\w./<>*-])((?:[\w.-]+\/)*[\w.-]+\.(?:md|tsx?))(?![\w/<>*])/g;

function citedPaths(comment: string): string[] {
  const text = comment.replace(/\b[a-z]+:\/\/\S+/g, ''); // addresses are not files of the repo
  return [...text.matchAll(CITED)].map((m) => m[1]!).filter((p) => !/^\.+$/.test(p));
}

/** A cited path is found when some file of the repo is it, or ends with it (cited from a folder it names). */
const exists = (path: string): boolean => {
  const bare = path.replace(/^(?:\.\.?\/)+/, '');
  return tracked.some((f) => f === bare || f.endsWith(`/${bare}`));
};

const commentsOf = (file: string): string[] =>
  parse(readFileSync(file, 'utf8'), {
    sourceType: 'module',
    plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
  }).comments!.map((c) => c.value);

describe('cited files', () => {
  it('finds the paths a comment cites', () => {
    expect(citedPaths(' the rules (docs/rules/azul.md, "Wall points"); see KALIKO.md and games/warm.ts.')).toEqual([
      'docs/rules/azul.md',
      'KALIKO.md',
      'games/warm.ts',
    ]);
    expect(
      citedPaths(' every docs/<game>-format.md, src/games/*/core/*.ts, https://example.org/a.md, e.g. 1.5 ms'),
    ).toEqual([]);
    expect(exists('games/warm.ts')).toBe(false);
    expect(exists('docs/rules/kaliko.md')).toBe(true);
    expect(exists('warmGames.ts')).toBe(true);
  });

  it('every comment in src/ cites files that exist', () => {
    const missing = sources.flatMap((f) =>
      commentsOf(f)
        .flatMap(citedPaths)
        .filter((p) => !exists(p))
        .map((p) => `${f}: ${p}`),
    );
    expect(missing).toEqual([]);
  });
});
