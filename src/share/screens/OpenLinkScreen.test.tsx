// @vitest-environment jsdom
// A copy link of a game whose id is already here: the same copy twice adds nothing; one with other players is
// added as a separate game, and "Open the game" never leads to the other game that had the id first.
import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import '../../test/setup-dom.ts';
import { CalicoDb, saveGame, useDatabase } from '../../db/db.ts';
import { listGames } from '../../db/games.ts';
import { loadGame } from '../../games/registry.ts';
import { exampleGame } from '../../test/games.ts';
import { encodeCopy } from '../payload.ts';
import { OpenLinkScreen } from './OpenLinkScreen.tsx';

let n = 0;
beforeEach(() => useDatabase(new CalicoDb(`open-link-test-${n++}`)));

const openCopy = async (code: string) => {
  render(<OpenLinkScreen kind="copy" code={code} />);
  const add = await screen.findByRole('button', { name: 'Add to my history' });
  await act(async () => fireEvent.click(add));
  return (await screen.findByRole('status')).textContent!;
};

it('the same copy twice: added once, then "already in your history"', async () => {
  const code = await encodeCopy(await loadGame('calico'), exampleGame());
  expect(await openCopy(code)).toMatch(/1 new/);
  document.body.innerHTML = '';
  expect(await openCopy(code)).toBe('This game is already in your history: nothing was added.');
  expect(await listGames()).toHaveLength(1);
});

it('a copy whose id belongs to another game here is kept apart, and its link does not open that other game', async () => {
  const here = exampleGame();
  await saveGame({ ...here, players: here.players.map((p, i) => ({ ...p, name: ['Cleo', 'Dev'][i]! })) }, null);
  expect(await openCopy(await encodeCopy(await loadGame('calico'), here))).toMatch(/separate game/);
  expect(await listGames()).toHaveLength(2);
  const link = screen.queryByRole('link', { name: 'Open the game' });
  expect(link?.getAttribute('href') ?? '').not.toBe(`#/history/${here.id}`);
});

it('a link with nothing after "#/copy/" says it is empty and changes nothing', async () => {
  render(<OpenLinkScreen kind="copy" code="" />);
  expect((await screen.findByRole('alert')).textContent).toBe(
    'This link is empty: nothing comes after "#/copy/". It was probably cut short when it was copied; ask for it again.',
  );
  expect(screen.getByText('Nothing was changed on this phone.')).toBeTruthy();
  expect(await listGames()).toHaveLength(0);
});
