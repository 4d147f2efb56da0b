// @vitest-environment jsdom
// An invite's page: a link not whole says so; a phone in a group is told and offered to leave first; a refused join
// is said in words with the name kept; a join that worked goes to history, the invite's address left behind.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import '../test/setup-dom.ts';
import { msg } from '../games/shared/msg.ts';
import { useGroup } from '../store/group.ts';
import { useUi } from '../store/ui.ts';
import { JoinGroupScreen } from './JoinGroupScreen.tsx';

const INVITE = 'Ab3_-k9Zq2Lm8Xw1.q0fS4c8-Zx_1mN7pLw3vB9tY2uK6hJ5gR8eD0aWsXyQ';
const initial = useGroup.getState();
const member = {
  server: window.location.origin,
  id: 'Ab3_-k9Zq2Lm8Xw1',
  me: 'Ana',
  phone: 'p1',
  joinedAt: '2026-11-27T10:00:00.000Z',
  onlyHere: [],
  v: 2 as const,
  members: null,
  inviteId: 'i1',
};

beforeEach(() => {
  window.location.hash = `#/group/${INVITE}`;
  useGroup.setState({ ...initial, loaded: true });
});
afterEach(() => useGroup.setState(initial, true));

it('an invite cut short says so, with no form', () => {
  render(<JoinGroupScreen invite={INVITE.slice(0, 40)} />);
  expect(screen.getByRole('alert').textContent).toBe(
    'This invite link is not complete. Ask for the link again, or scan its QR code.',
  );
  expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
});

it('a join the group refuses is said in words, the name kept; one that works goes to history', async () => {
  const join = vi
    .fn()
    .mockResolvedValueOnce({ ok: false, reason: msg('shell.group.unreachable') })
    .mockResolvedValueOnce({ ok: true });
  useGroup.setState({ join });
  render(<JoinGroupScreen invite={INVITE} />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Join the group on ${window.location.host}`);
  fireEvent.click(screen.getByRole('button', { name: 'Join' }));
  expect(screen.getByText('Write your name first.')).toBeTruthy();
  expect(join).not.toHaveBeenCalled();
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: '  Ben ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Join' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    "The group's server cannot be reached. Check the connection and try again.",
  );
  expect(join).toHaveBeenLastCalledWith(INVITE, 'Ben');
  expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('  Ben ');
  const before = window.history.length;
  fireEvent.click(screen.getByRole('button', { name: 'Join' }));
  await vi.waitFor(() => expect(window.location.hash).toBe('#/history'));
  expect(window.history.length).toBe(before); // the invite's address replaced, not kept behind
  // Said in words on the screen it lands on: joining worked.
  expect(useUi.getState().toast?.message).toEqual(msg('shell.group.joined', { name: 'Ben' }));
});

it('a phone in another group is told, and offered to leave it first', async () => {
  const leave = vi.fn(async () => useGroup.setState({ group: null }));
  useGroup.setState({ group: { ...member, id: 'Other_group_0001' }, status: 'synced', leave });
  render(<JoinGroupScreen invite={INVITE} />);
  expect(screen.getByText(/^This phone is already in a group, on /)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Leave that group first' }));
  fireEvent.click(screen.getByRole('button', { name: 'Yes, leave the group' }));
  expect(await screen.findByRole('button', { name: 'Join' })).toBeTruthy();
  expect(leave).toHaveBeenCalledTimes(1);
});

it('the same group: already in it; with its old key (refused): leave first', () => {
  useGroup.setState({ group: member, status: 'synced' });
  const { unmount } = render(<JoinGroupScreen invite={INVITE} />);
  expect(screen.getByText('This phone is already in this group.')).toBeTruthy();
  unmount();
  useGroup.setState({ status: 'refused' });
  const again = render(<JoinGroupScreen invite={INVITE} />);
  expect(screen.getByText(/^This phone holds an old key of this group/)).toBeTruthy();
  again.unmount();
  // Removed by a member: said so, never "already in this group", and leaving first is offered.
  useGroup.setState({ status: 'removed' });
  render(<JoinGroupScreen invite={INVITE} />);
  expect(screen.getByText(/^A member removed this phone from this group/)).toBeTruthy();
  expect(screen.queryByText('This phone is already in this group.')).toBeNull();
  expect(screen.getByRole('button', { name: 'Leave that group first' })).toBeTruthy();
});
