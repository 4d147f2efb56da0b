// A BG Stats export brought to the app's import: refused in one sentence that says what the file is, not read as a
// damaged Calico game ("cats: is missing", …).
import { expect, it } from 'vitest';
import { checkImportText } from './importCheck.ts';

it('refuses a BG Stats export in one sentence naming it', () => {
  const bgStats = {
    games: [{ id: 1, name: 'Calico', bggId: 283155 }],
    players: [{ id: 1, name: 'Ana' }],
    plays: [{ gameRefId: 1, playDate: '2026-11-20 20:00:00', playerScores: [{ playerRefId: 1, score: '57' }] }],
    locations: [],
  };
  const r = checkImportText(JSON.stringify(bgStats));
  expect(r.ok).toBe(false);
  expect(!r.ok && r.problems.map((p) => p.id)).toEqual(['core.shared.file.bgStats']);
});
