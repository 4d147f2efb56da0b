// @vitest-environment jsdom
// A board from a phone is shown before anything is saved; one from another game, or one that replaces cells the
// host entered, is a choice spelled out; accepting writes it into the stored game.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../test/setup-dom.ts';
import { CalicoDb, loadGame as loadStored, saveGame, useDatabase } from '../../db/db.ts';
import { loadGame } from '../../games/registry.ts';
import { exampleGame } from '../../test/games.ts';
import { ReceiveBoard } from './ReceiveBoard.tsx';

let n = 0;
beforeEach(() => useDatabase(new CalicoDb(`receive-test-${n++}`)));

const setup = async (hostCells: 'empty' | 'full', from: string) => {
  const m = await loadGame('calico');
  const full = exampleGame();
  const host = hostCells === 'full' ? full : { ...full, players: full.players.map((p) => ({ ...p, cells: {} })) };
  await saveGame(host, null);
  const row = (await loadStored(host.id))!;
  const board = {
    kind: 'board' as const,
    module: m,
    format: host.format,
    gameId: from === 'same' ? host.id : from,
    seat: 1,
    name: 'Ben',
    board: m.share!.board(full, 1),
  };
  render(<ReceiveBoard m={m} host={row} board={board} onCancel={() => {}} />);
  return { host, full, m };
};

describe('receiving a board', () => {
  it('previews, and saves only when accepted', async () => {
    const { host, full, m } = await setup('empty', 'same');
    const ben = m.core.summarise(full).players[1]!.total;
    expect(screen.getByRole('heading', { name: `Ben's board: 22 cells, ${ben} points` })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    // A picture of the board as it came, before anything is decided: its tiles drawn (a blank board has 2 paths).
    const picture = screen.getByRole('group', { name: "Ben's board as it came" });
    expect(picture.querySelectorAll('path').length).toBeGreaterThan(4);
    expect(Object.keys((await loadStored<typeof host>(host.id))!.doc.players[1]!.cells)).toHaveLength(0); // nothing yet
    await act(async () => fireEvent.click(screen.getByRole('button', { name: "Put Ben's board in the game" })));
    const saved = (await loadStored(host.id))!.doc;
    expect(m.core.summarise(saved).players[1]!.total).toBe(ben);
  });

  it('says so when the board was entered for another game, and asks before putting it in', async () => {
    await setup('empty', 'some-other-game');
    expect(screen.getByRole('alert').textContent).toMatch(/entered for another game, not this one \(Ana, Ben\)/);
    // The warnings are a list inside the alert: each item in a list (axe's listitem rule).
    expect(within(screen.getByRole('alert')).getByRole('list')).toBeTruthy();
    expect(within(screen.getByRole('list')).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Put it in anyway' })).toBeTruthy();
  });

  it('counts the cells it would replace when the host chose another seat', async () => {
    await setup('full', 'same');
    fireEvent.change(screen.getByLabelText('Put it in the board of'), { target: { value: '0' } });
    const alert = screen.getByRole('alert').textContent!;
    expect(alert).toMatch(/It was entered as Ben; it would go into Ana's board\./);
    expect(alert).toMatch(/It replaces \d+ cells already entered here for Ana\./);
    expect(screen.getByRole('button', { name: /^Put it in anyway \(replace \d+\)$/ })).toBeTruthy();
  });
});
