// The command-line scorer, in-process and once as a real process (exit code, standard input).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './score.ts';

const EXAMPLE = 'docs/examples/ana-ben.json';
const dir = mkdtempSync(join(tmpdir(), 'calico-cli-'));
const write = (name: string, text: string) => {
  const f = join(dir, name);
  writeFileSync(f, text);
  return f;
};

/** The example game of docs/<doc>-format.md, written to a file. */
const example = (doc: string) =>
  write(`${doc}.json`, /```json\n([\s\S]*?)\n```/.exec(readFileSync(`docs/${doc}-format.md`, 'utf8'))![1]!);

describe('npm run score', () => {
  it('prints the per-player breakdown as JSON (the two hand-scored boards: Ana 69, Ben 62)', () => {
    const r = runCli([EXAMPLE]);
    expect(r.code).toBe(0);
    const [game] = JSON.parse(r.stdout);
    expect(game.file).toBe(EXAMPLE);
    const [ana, ben] = game.players;
    expect(ana).toMatchObject({ name: 'Ana', place: 1, total: 69, rainbow: 3, buttons: { points: 18 } });
    expect(Object.keys(ana.buttons.byColor).sort()).toEqual(['blue', 'green', 'navy', 'pink', 'purple', 'yellow']);
    expect(ana.cats.map((c: { cat: string }) => c.cat).sort()).toEqual(['callie', 'coconut', 'rumi']);
    expect(ana.goals.map((g: { status: string; points: number }) => `${g.status} ${g.points}`)).toEqual([
      'both 15',
      'color 7',
      'both 11',
    ]);
    expect(ben).toMatchObject({ name: 'Ben', place: 2, total: 62 });
  });

  it('--text prints a score pad', () => {
    const r = runCli(['--text', EXAMPLE]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Total\s+69\s+62/);
    expect(r.stdout).toMatch(/Place\s+1st\s+2nd/);
  });

  it('scores several files, and reports every bad one by name with exit code 1', () => {
    const broken = write('broken.json', '{"format": "calico-score-sheet/game", ');
    const teal = JSON.parse(readFileSync(EXAMPLE, 'utf8'));
    teal.players[1].cells['3,3'].color = 'teal';
    const tealFile = write('teal.json', JSON.stringify(teal));
    const r = runCli([EXAMPLE, broken, tealFile, join(dir, 'missing.json')]);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toHaveLength(1);
    expect(r.stderr).toContain(`${broken}: not valid JSON`);
    expect(r.stderr).toContain(`${tealFile}: players[1].cells["3,3"].color: "teal" is not a colour`);
    expect(r.stderr).toContain(`${join(dir, 'missing.json')}: cannot read (ENOENT)`);
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('prints usage without files', () => {
    expect(runCli([]).code).toBe(2);
  });

  it('runs as a real command reading standard input, exit code 0, and 1 on a bad file', () => {
    const tsx = join('node_modules', '.bin', 'tsx');
    const ok = spawnSync(tsx, ['src/cli/score.ts', '--text', '-'], { input: readFileSync(EXAMPLE), encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/Total\s+69\s+62/);
    const bad = spawnSync(tsx, ['src/cli/score.ts', '-'], { input: '[1,2]', encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toBe('-: [1,2] is not a Calico game (a JSON object is expected)\n');
  });

  it('scores any game file by its format: the Azul and Kaliko examples of docs/ give their documented totals', () => {
    const azul = example('azul');
    const kaliko = example('kaliko');
    const r = runCli([azul, kaliko]);
    expect(r.code).toBe(0);
    const [a, k] = JSON.parse(r.stdout) as { players: { name: string; total: number; place: number }[] }[];
    expect(a!.players.map((p) => [p.name, p.total, p.place])).toEqual([
      ['Ana', 54, 1],
      ['Ben', 12, 2],
    ]); // docs/azul-format.md
    expect(k!.players.map((p) => [p.name, p.total, p.place])).toEqual([
      ['Ana', 6, 2],
      ['Ben', 9, 1],
    ]); // docs/kaliko-format.md
    expect(runCli(['--text', azul]).stdout).toMatch(/Total\s+54\s+12/);
    const other = write('other.json', JSON.stringify({ format: 'carcassonne/game' }));
    expect(runCli([other]).stderr).toBe(
      `${other}: format: "carcassonne/game" is not a game format this app knows (calico-score-sheet/game, tile-tally/azul, tile-tally/kaliko)\n`,
    );
  });

  it("Azul's breakdown counts rounds, rows and columns from 1, as the pad does (the example worked by hand)", () => {
    const r = runCli([example('azul')]);
    const [a] = JSON.parse(r.stdout) as [AzulJson];
    // docs/azul-format.md: Ana's round 5 tile completes the top row (file row 0, col 4), and the game ends there.
    expect(a.endedAfterRound).toBe(5);
    const ana = a.players[0]!;
    expect(ana.rounds.map((x) => x.round)).toEqual([1, 2, 3, 4, 5]);
    expect(ana.rounds[4]!.tiles).toEqual([{ row: 1, col: 5, color: 'white', points: 5 }]); // the wall's top row ends in white
    // Her bonuses: the top row +2, the left column +7, all five blue +10.
    expect(ana.bonuses).toEqual({
      rows: [{ row: 1, points: 2 }],
      columns: [{ col: 1, points: 7 }],
      colors: [{ color: 'blue', points: 10 }],
      total: 19,
    });
    expect(a.players[1]!.bonuses.total).toBe(0);
  });

  it('--lang speaks German or Japanese (English by default); an unknown language is refused with the ones it knows', () => {
    const de = runCli(['--text', '--lang', 'de', EXAMPLE]);
    expect(de.code).toBe(0);
    expect(de.stdout).toMatch(/aus den Tableaus/);
    expect(de.stdout).toMatch(/Summe\s+69\s+62/);
    expect(de.stdout).toMatch(/Platz\s+1\.\s+2\./);
    expect(de.stdout).toMatch(/^Knöpfe\s/m);
    const ja = runCli(['--text', '--lang=ja', EXAMPLE]);
    expect(ja.stdout).toMatch(/合計\s+69\s+62/);
    expect(ja.stdout).toMatch(/順位\s+1位\s+2位/);
    expect(ja.stdout).toMatch(/^ボタン\s/m);
    expect(runCli(['--text', EXAMPLE]).stdout).toMatch(/^Buttons\s/m);
    const bad = runCli(['--lang', 'xx', EXAMPLE]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('unknown language "xx": --lang takes one of en, de, fr, es, ja\n');
  });

  it('in German, an Azul and a Kaliko pad name rounds, turns and totals in German', () => {
    const azul = runCli(['--text', '--lang', 'de', example('azul')]).stdout;
    expect(azul).toMatch(/^Runde 1\s/m);
    expect(azul).toMatch(/Summe\s+54\s+12/);
    const kaliko = runCli(['--text', '--lang', 'ja', example('kaliko')]).stdout;
    expect(kaliko).toMatch(/合計\s+6\s+9/);
    expect(kaliko).toMatch(/順位\s+2位\s+1位/);
  });
});

/** What these tests read of Azul's JSON breakdown. */
interface AzulJson {
  endedAfterRound: number | null;
  players: {
    rounds: { round: number; tiles: { row: number; col: number; color: string; points: number }[] }[];
    bonuses: { rows: unknown[]; columns: unknown[]; colors: unknown[]; total: number };
  }[];
}
