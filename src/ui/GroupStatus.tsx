// How the link to the group's server stands, in words with a shape beside them (colour is never the only cue): the
// chip in the app's bar (only in a group, leading to the group's page) and the line on that page.
import { useGroup } from '../store/group.ts';
import type { GroupStatus } from '../store/groupView.ts';
import { useT } from '../i18n/useT.ts';
import { href } from './router.ts';

type Shown =
  'synced' | 'waiting' | 'blocked' | 'connecting' | 'offline' | 'refused' | 'removed' | 'stopped' | 'full' | 'deleted';

/** What the player is told: a change waiting matters only once the server is there to take it; a change the log
 * could not take is said whatever the connection does, so "up to date" is never said over it. */
const shownOf = (status: GroupStatus, waiting: number, blocked: number): Shown =>
  blocked > 0 && status !== 'refused' && status !== 'removed' && status !== 'deleted'
    ? 'blocked'
    : status === 'synced'
      ? waiting > 0
        ? 'waiting'
        : 'synced'
      : status === 'off'
        ? 'connecting'
        : status;

function useStatusWords(): { shown: Shown; words: string } | null {
  const { t, n } = useT();
  const inGroup = useGroup((s) => s.group !== null);
  const status = useGroup((s) => s.status);
  const waiting = useGroup((s) => s.waiting);
  const blocked = useGroup((s) => s.blocked);
  if (!inGroup) return null;
  const shown = shownOf(status, waiting, blocked);
  const count = shown === 'blocked' ? blocked : waiting;
  return { shown, words: t(`shell.group.status.${shown}`, { count, n: n(count) }) };
}

/** A shape per state, drawn in the text's colour. */
function StatusIcon({ shown }: { shown: Shown }) {
  const path = {
    synced: 'M3 8.5l3.2 3.2L13 5', // a tick
    waiting: 'M8 13V3M4 7l4-4 4 4', // an arrow up: to be sent
    blocked: 'M8 2L14.5 13.5H1.5ZM8 6.5v3.5M8 12h.01', // a warning triangle: read the game's note
    connecting: 'M3 8h.01M8 8h.01M13 8h.01', // three dots
    offline: 'M3 3l10 10M5.5 5.5A4 4 0 0 0 8 13M10.5 10.5A4 4 0 0 0 8 3', // a broken ring
    refused: 'M8 2L14.5 13.5H1.5ZM8 6.5v3.5M8 12h.01', // a warning triangle
    removed: 'M8 1.5a6.5 6.5 0 1 0 .01 0ZM3.5 3.5l9 9', // a circle struck through: no longer in
    stopped: 'M3 3l10 10M13 3L3 13', // a cross: nothing goes
    full: 'M2.5 3.5h11v9h-11ZM2.5 9.5h11M5 6.5h6', // a full box: the server's disk
    deleted: 'M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.8 8.5h5.4l.8-8.5', // a bin
  }[shown];
  return (
    <svg className="status-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** In the app's bar: the status, linking to the group's page. Nothing when not in a group. */
export function GroupStatusChip() {
  const { t } = useT();
  const s = useStatusWords();
  if (!s) return null;
  return (
    <div className="group-chip-row">
      <a className="group-chip" data-status={s.shown} href={href({ name: 'group' })}>
        <StatusIcon shown={s.shown} />
        <span>{s.words}</span>
        <span className="visually-hidden">, {t('shell.group.status.of')}</span>
      </a>
    </div>
  );
}

/** On the group's page: the same words, said when they change. */
export function GroupStatusLine() {
  const s = useStatusWords();
  if (!s) return null;
  return (
    <p className="group-status" data-status={s.shown} role="status">
      <StatusIcon shown={s.shown} /> <span>{s.words}</span>
    </p>
  );
}
