// @vitest-environment jsdom
// The changes of this phone the merge did not keep are said on that game's screen only, in words, until read.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import '../test/setup-dom.ts';
import { msg } from '../games/shared/msg.ts';
import { useGroup } from '../store/group.ts';
import { LostChanges } from './LostChanges.tsx';

const initial = useGroup.getState();
afterEach(() => useGroup.setState(initial, true));

it('says the notes of this game, and "Got it" puts them away', async () => {
  useGroup.setState({
    lost: [
      { gameId: 'g1', words: msg('shell.group.unreachable') },
      { gameId: 'g2', words: msg('shell.group.nameMissing') },
    ],
  });
  render(<LostChanges id="g1" />);
  const note = screen.getByRole('alert');
  expect(note.textContent).toContain('Some of your changes to this game were not kept:');
  expect([...note.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
    "The group's server cannot be reached. Check the connection and try again.",
  ]);
  fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(useGroup.getState().lost.map((l) => l.gameId)).toEqual(['g2']);
  // "Got it" also tells the group's link, whose code loads on first use: loaded before the test's page goes away.
  await import('../store/link/group.ts');
});
