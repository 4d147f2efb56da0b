// Five games of all three kinds for the history and stats tests, built from the examples the docs score by hand:
//   Calico docs/examples/ana-ben.json: Ana 69, Ben 62.      Azul docs/azul-format.md: Ana 54, Ben 12.
//   Kaliko docs/kaliko-format.md: Ana 6, Ben 9.
// Azul's 3-player game gives Cy Ana's wall (54) and Ana and Ben Ben's wall (12 each, no complete rows: they share
// 2nd place). The second Calico game has empty boards and is not finished (in progress: out of the stats).
import { readFileSync, writeFileSync } from 'node:fs';
import type { TestInfo } from '@playwright/test';

const docJson = (path: string) => JSON.parse(/```json\n([\s\S]*?)```/.exec(readFileSync(path, 'utf8'))![1]!);
type Doc = Record<string, unknown> & { players: Record<string, unknown>[] };

/** A copy of `doc` under another id, started at `start` (UTC) and closed an hour later unless `open`. */
function at(doc: Doc, id: string, start: string, open = false): Doc {
  const end = new Date(Date.parse(start) + 3600e3).toISOString();
  const { finishedAt: _, ...rest } = doc;
  return { ...rest, id, createdAt: start, updatedAt: end, ...(open ? {} : { finishedAt: end }) } as Doc;
}

export function afterGames(): Doc[] {
  const calico = JSON.parse(readFileSync('docs/examples/ana-ben.json', 'utf8')) as Doc;
  const emptyCalico = { ...calico, players: calico.players.map((p) => ({ ...p, cells: {} })) };
  const azul = docJson('docs/azul-format.md') as Doc & { rounds: { players: Record<string, unknown>[] }[] };
  const withoutMarker = ({ firstPlayer: _, ...p }: Record<string, unknown>) => p;
  const azul3 = {
    ...azul,
    players: [{ name: 'Cy' }, { name: 'Ana' }, { name: 'Ben' }],
    rounds: azul.rounds.map((r) => ({ players: [r.players[0]!, r.players[1]!, withoutMarker(r.players[1]!)] })),
  };
  const kaliko = docJson('docs/kaliko-format.md') as Doc;
  return [
    at(calico, 'calico-1', '2026-11-01T18:30:00.000Z'),
    at(azul, 'azul-1', '2026-11-03T19:00:00.000Z'),
    at(kaliko, 'kaliko-1', '2026-11-04T17:45:00.000Z'),
    at(azul3, 'azul-3p', '2026-11-05T20:15:00.000Z'),
    at(emptyCalico, 'calico-open', '2026-11-06T10:05:00.000Z', true),
  ];
}

/** A backup file holding `games`, for Settings' import. */
export function backupFile(info: TestInfo, games = afterGames()): string {
  const file = info.outputPath('after-games.json');
  writeFileSync(
    file,
    JSON.stringify({ format: 'calico-score-sheet/backup', version: 1, exportedAt: '2026-11-22T00:00:00.000Z', games }),
  );
  return file;
}
