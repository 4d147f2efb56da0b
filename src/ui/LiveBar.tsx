// On a game's screen while the game is live on several phones (issue 32): how the link stands, which player this
// phone enters, the way to correct another player's part on purpose (each a separate choice, so a stray thumb never
// changes someone else's board), and what of this phone's the merge did not keep (said in the bar's one line, in
// full under the game: another phone's change never moves the board).
import { useEffect, useState } from 'react';
import { onChanges } from '../db/changes.ts';
import type { GroupStatus } from '../store/groupView.ts';
import { useLive } from '../store/live.ts';
import { useT } from '../i18n/useT.ts';
import { href } from './router.ts';
import type { GameKind } from '../games/types.ts';
import { CORRECT_ID } from './PartLock.tsx';

/** A shape beside each status's words (colour is never the only cue). */
export const STATUS_SHAPE = {
  synced: '✓',
  connecting: '…',
  offline: '⚠',
  refused: '✕',
  stopped: '✕',
  full: '⚠',
  deleted: '✕',
  off: '',
} as const;

/** Whether the link's words are the count of entries waiting: only while they can still be sent. */
export const saysWaiting = (s: { waiting: number; status: GroupStatus }): boolean =>
  s.waiting > 0 && !['refused', 'stopped', 'full', 'deleted'].includes(s.status);

export function LiveBar({ id, kind }: { id: string; kind: GameKind }) {
  const session = useLive((s) => s.sessions[id]);
  const correcting = useLive((s) => s.correcting[id]);
  const { t } = useT();
  const [players, setPlayers] = useState<string[]>([]);
  const live = !!session;
  useEffect(() => {
    if (!live) return;
    let on = true;
    // Storage loads with the game; this bar is on the first screen's code, so it asks for it only when live.
    const read = () =>
      void import('../db/games.ts')
        .then((db) => db.storedGame(id))
        .then((row) => on && row && setPlayers(row.doc.players.map((p) => p.name)));
    read();
    const stop = onChanges((c) => c.id === id && read());
    return () => ((on = false), stop());
  }, [id, live]);
  if (!session) return null;
  // One line that keeps its height whatever the status says: the board under it must not move under a thumb.
  const status = saysWaiting(session)
    ? t('shell.live.short.waiting', { count: session.waiting })
    : t(`shell.live.short.${session.status}`);
  const lost = session.lost.length;
  const mine = session.seat !== null ? players[session.seat] : undefined;
  const others = players.map((name, i) => ({ name, i })).filter(({ i }) => i !== session.seat);
  return (
    <div className="live-bar" role="region" aria-label={t('shell.live.bar')}>
      <p className="live-line">
        <a href={href({ name: 'table', id })}>
          <span aria-hidden="true">{STATUS_SHAPE[session.status]}</span> {t('shell.live.bar')}
          {lost === 0 && <>: {status}</>}
        </a>
        {lost > 0 && (
          <>
            :{' '}
            <button type="button" className="link" onClick={showLost}>
              {t('shell.live.short.lost', { count: lost })}
            </button>
          </>
        )}
        {mine !== undefined && <> · {t('shell.live.youEnter', { name: mine })}</>}
      </p>
      {/* Its line is there from the first paint, before the names are read: the board must not move down. */}
      {session.seat !== null && (players.length === 0 || others.length > 0) && (
        <details>
          <summary>{t('shell.live.correctOthers')}</summary>
          {others.map(({ name, i }) => (
            <label key={i} className="radio">
              <input
                type="checkbox"
                checked={correcting?.includes(i) ?? false}
                onChange={(e) => useLive.getState().correct(id, i, e.target.checked)}
              />{' '}
              {t(CORRECT_ID[kind], { name })}
            </label>
          ))}
        </details>
      )}
    </div>
  );
}

/** Under the game's screen: what of this phone's the merge did not keep, in full, until the player has read it. */
export function LiveLost({ id }: { id: string }) {
  const lost = useLive((s) => s.sessions[id]?.lost);
  const { t, m } = useT();
  if (!lost?.length) return null;
  return (
    <div className="live-foot">
      <div role="alert" className="banner" id={LOST_ID}>
        <div>
          {lost.map((l, k) => (
            <p key={k}>{m(l.words)}</p>
          ))}
        </div>
        <button type="button" onClick={() => useLive.getState().dismissLost(id)}>
          {t('shell.ok')}
        </button>
      </div>
    </div>
  );
}

const LOST_ID = 'live-lost';

/** Takes the player to the notes under the game (a tap of theirs: the page may scroll). */
function showLost() {
  const notes = document.getElementById(LOST_ID);
  notes?.scrollIntoView({ block: 'nearest' });
  notes?.querySelector('button')?.focus({ preventScroll: true });
}
