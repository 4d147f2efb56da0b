// @vitest-environment jsdom
// The group's status in the app's bar: only in a group, in words (with a shape beside them), leading to the group's
// page, its accessible name starting with the words shown.
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import '../test/setup-dom.ts';
import { useGroup } from '../store/group.ts';
import type { GroupStatus } from '../store/groupView.ts';
import { GroupStatusChip } from './GroupStatus.tsx';

const initial = useGroup.getState();
afterEach(() => useGroup.setState(initial, true));
const member = {
  v: 2 as const,
  server: 'http://x',
  id: 'g',
  me: 'Ana',
  phone: 'p',
  joinedAt: '',
  onlyHere: [],
  members: null,
  inviteId: 'i1',
};

it('nothing when not in a group', () => {
  const { container } = render(<GroupStatusChip />);
  expect(container.textContent).toBe('');
});

it.each<[GroupStatus, number, string]>([
  ['synced', 0, 'Group up to date'],
  ['synced', 1, '1 change waiting to be sent'],
  ['synced', 12, '12 changes waiting to be sent'],
  ['connecting', 3, 'Connecting…'],
  ['offline', 3, 'Server unreachable — changes wait on this phone'],
  ['refused', 0, 'Key refused — ask for a new invite'],
  ['removed', 2, 'Removed from the group — your games stay here'],
])('%s with %i waiting: "%s"', (status, waiting, words) => {
  useGroup.setState({ group: member, status, waiting });
  render(<GroupStatusChip />);
  const link = screen.getByRole('link');
  expect(link.getAttribute('href')).toBe('#/group');
  expect(link.textContent!.startsWith(words)).toBe(true);
  expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
});

it.each<[GroupStatus, number, string]>([
  ['synced', 1, '1 change not sent — see the game'],
  ['offline', 2, '2 changes not sent — see the games'],
  ['stopped', 1, '1 change not sent — see the game'],
])('%s with %i changes the log could not take: never "up to date"', (status, blocked, words) => {
  useGroup.setState({ group: member, status, waiting: 0, blocked });
  render(<GroupStatusChip />);
  expect(screen.getByRole('link').textContent!.startsWith(words)).toBe(true);
});
