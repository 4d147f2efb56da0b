// In a live game, another player's part shown on this phone (their wall, their board): said where it is, with the
// way to correct it right beside it (not folded away in the live bar), and its controls off until then, so that it
// never looks editable and a tap on it is never refused far from the finger.
import type { GameKind } from '../games/types.ts';
import { useT } from '../i18n/useT.ts';
import { useLive } from '../store/live.ts';

/** What one player's part is called in each game ("Correct Ben's wall"). */
export const CORRECT_ID = {
  calico: 'shell.live.correct',
  azul: 'shell.live.correctWall',
  kaliko: 'shell.live.correctTurns',
} as const satisfies Record<GameKind, string>;

/** This phone enters another seat of live game `gameId` and does not correct `part`: the part is theirs. */
export function usePartLocked(gameId: string, part: number): boolean {
  return useLive((s) => {
    const seat = s.sessions[gameId]?.seat ?? null;
    return seat !== null && seat !== part && !(s.correcting[gameId] ?? []).includes(part);
  });
}

/** The line over another player's part in a live game: whose it is and Correct, or Done while correcting it. */
export function PartLock({ gameId, part, name, kind }: { gameId: string; part: number; name: string; kind: GameKind }) {
  const { t } = useT();
  const locked = usePartLocked(gameId, part);
  const correcting = useLive(
    (s) => (s.sessions[gameId]?.seat ?? null) !== null && !!s.correcting[gameId]?.includes(part),
  );
  if (!locked && !correcting) return null;
  return (
    <p className={`part-lock${correcting ? ' correcting' : ''}`}>
      <span>{t(correcting ? 'shell.live.correctingThis' : 'shell.live.theirs', { name })}</span>{' '}
      <button type="button" onClick={() => useLive.getState().correct(gameId, part, !correcting)}>
        {correcting ? t('shell.live.correctDone') : t(CORRECT_ID[kind], { name })}
      </button>
    </p>
  );
}
