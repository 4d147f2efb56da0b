// @vitest-environment jsdom
// The hint that this phone is in a group, read by the first render before storage has said: kept as the group
// store learns it, and never an error.
import { afterEach, expect, it, vi } from 'vitest';
import { useGroup } from '../store/group.ts';
import { wasInGroup } from './inGroupHint.ts';

const initial = useGroup.getState();
afterEach(() => {
  useGroup.setState(initial, true);
  localStorage.clear();
  vi.restoreAllMocks();
});
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

it('says nothing of a group until storage has said', () => {
  expect(wasInGroup()).toBe(false);
  useGroup.setState({ loaded: false, group: member });
  expect(wasInGroup()).toBe(false);
});

it('follows the group store once it has read the group: joined, then left', () => {
  useGroup.setState({ loaded: true, group: member });
  expect(wasInGroup()).toBe(true);
  useGroup.setState({ loaded: true, group: null });
  expect(wasInGroup()).toBe(false);
});

it('storage that refuses the hint changes nothing: no hint, no error', () => {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  expect(() => useGroup.setState({ loaded: true, group: member })).not.toThrow();
  expect(wasInGroup()).toBe(false);
});
