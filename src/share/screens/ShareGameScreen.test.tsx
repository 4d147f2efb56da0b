// @vitest-environment jsdom
// A player's own copy of the host's game (made by joining a seat) leaves this phone's history once the player says
// the host has the board, and the toast's Undo brings it back as it was.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../test/setup-dom.ts';
import { CalicoDb, loadGame as loadStored, useDatabase } from '../../db/db.ts';
import { loadGame } from '../../games/registry.ts';
import { useUi } from '../../store/ui.ts';
import { exampleGame } from '../../test/games.ts';
import { joinSeat } from '../boards.ts';
import { ShareGameScreen } from './ShareGameScreen.tsx';

// jsdom draws no canvas: the code's picture is left out (the link beside it stays).
vi.mock('../QrCode.tsx', () => ({ QrCode: () => null }));

let n = 0;
beforeEach(() => useDatabase(new CalicoDb(`send-board-test-${n++}`)));

describe("a player's copy after sending the board", () => {
  it('Done takes it off the history; Undo brings it back unchanged', async () => {
    const m = await loadGame('calico');
    const id = await joinSeat(m, exampleGame(), 1);
    const before = (await loadStored(id))!;
    expect(before.deletedAt).toBeFalsy();
    render(<ShareGameScreen id={id} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Done: the host has my board' }));
    await waitFor(async () => expect((await loadStored(id))!.deletedAt).toBeTruthy());
    const toast = useUi.getState().toast!;
    expect(toast.message.id).toBe('shell.share.sentRemoved');
    toast.action!.run();
    await waitFor(async () => expect((await loadStored(id))!.deletedAt).toBeFalsy());
    expect((await loadStored(id))!.doc).toEqual(before.doc);
  });
});
