// Round entry at the table. On a phone (either way up) one wall at a time: tabs for the players, the wall, the
// floor (one tap, the first-player marker included, which moves on to the next player), the round's sum and
// "Next round", all on one screen with no scrolling. On a large screen every wall side by side. Points appear
// tile by tile as they are tapped, explained; the total shown is the one the score pad keeps.
import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { rowsCompletedBy, type AzulGame, type GameScore } from '../core/index.ts';
import { useAzulStore } from '../store.ts';
import { href } from '../../../ui/router.ts';
import { FloorPicker } from './FloorPicker.tsx';
import { useT } from '../../../i18n/useT.ts';
import { andList, say } from '../../../i18n/screenWords.tsx';
import { RoundExplain, RoundSum, UndoTile, WallEntry, WallLegend } from './WallEntry.tsx';
import { azulCore } from '../core/gameCore.ts';
import { SaveNote } from '../../../ui/SaveNote.tsx';
import { SeatOrder } from '../../../ui/SeatOrder.tsx';
import { PartLock, usePartLocked } from '../../../ui/PartLock.tsx';
import { useLive } from '../../../store/live.ts';

/** Room for every wall at once (a laptop or a large tablet); anything smaller shows one wall at a time. */
const WIDE = '(min-width: 1000px) and (min-height: 700px)';
const subscribeWide = (cb: () => void) => {
  const m = window.matchMedia?.(WIDE);
  m?.addEventListener('change', cb);
  return () => m?.removeEventListener('change', cb);
};
const useWide = () => useSyncExternalStore(subscribeWide, () => window.matchMedia?.(WIDE).matches ?? false);

export function PlayScreen() {
  const game = useAzulStore((s) => s.game);
  const score = useAzulStore((s) => s.score);
  const round = useAzulStore((s) => s.round);
  const notice = useAzulStore((s) => s.notice);
  const saveError = useAzulStore((s) => s.saveError);
  const deleted = useAzulStore((s) => s.deleted);
  const st = useAzulStore.getState();
  const { t, locale } = useT();
  const wide = useWide();
  // The wall shown is the store's: a new round starts with the first player, and a reload keeps the one being entered.
  const shown = useAzulStore((s) => s.shown);
  const setShown = st.setShown;
  const ending = useMemo(
    () => (game && game.rounds[round] ? endingWarning(game, round, locale) : null),
    [game, round, locale],
  );
  if (!game || !score)
    return (
      <main>
        <p>{t('games.loading')}</p>
      </main>
    );
  const last = game.rounds.length - 1;
  const isLast = round === last;
  // The game finished in the round shown: nothing is left to warn of.
  const endedHere = !!game.finishedAt && score.ended && score.endedAfterRound === round;
  const starter = round > 0 ? game.rounds[round - 1]!.players.findIndex((e) => e.firstPlayer) : -1;
  const one = !wide && game.players.length > 1;
  const player = Math.min(shown, game.players.length - 1);
  const nextPlayer = () => {
    // A live game's phone enters its own wall only: it stays there (the others come on their own phones).
    const seat = useLive.getState().sessions[game.id]?.seat ?? null;
    if (seat === null && player < game.players.length - 1) setShown(player + 1);
    // The last floor chosen: the keyboard goes on at the round's main action.
    else document.querySelector<HTMLElement>('.az-next .primary')?.focus({ preventScroll: true });
  };

  return (
    <main className={`az-play${one ? ' az-one' : ''}`}>
      <h1 className="visually-hidden">
        {t('azul.play.heading', {
          names: andList(
            locale,
            game.players.map((p) => p.name),
          ),
        })}
      </h1>
      <div className="az-round-bar">
        <button
          type="button"
          onClick={() => st.setRound(round - 1)}
          disabled={round === 0}
          aria-label={t('azul.play.previousRound')}
        >
          ‹
        </button>
        <h2 className="az-round-title" aria-live="polite">
          {t('azul.play.round', { n: round + 1 })}
          {!isLast && <small>{t('azul.play.roundOf', { count: last + 1 })}</small>}
        </h2>
        <button
          type="button"
          onClick={() => st.setRound(round + 1)}
          disabled={isLast}
          aria-label={t('azul.play.followingRound')}
        >
          ›
        </button>
        <a className="button az-results-link" href={href({ name: 'results', id: game.id })}>
          {t('games.scorePad')}
        </a>
      </div>

      {deleted && (
        <div role="alert" className="alert">
          {t('azul.play.deleted')}{' '}
          <button type="button" onClick={() => void st.restore()}>
            {t('games.restore')}
          </button>
        </div>
      )}
      {!isLast && (
        <p className="warning">
          {t('azul.play.correcting', { n: round + 1 })}{' '}
          <button type="button" className="link" onClick={() => st.setRound(last)}>
            {t('azul.play.backToRound', { n: last + 1 })}
          </button>
        </p>
      )}
      {starter >= 0 && (
        <p className="az-starter">{t('azul.play.starter', { name: game.players[starter]!.name, round })}</p>
      )}
      {ending && !endedHere && (
        <p className="warning az-ending" role="status">
          {ending}
        </p>
      )}

      {one ? (
        <div className="az-one-grid">
          <PlayerTabs game={game} score={score} round={round} shown={player} onShow={setShown} />
          <section className="az-player" aria-label={game.players[player]!.name} key={player}>
            <PlayerPart game={game} player={player}>
              <WallEntry game={game} score={score} player={player} round={round} />
              <PlayerFloor game={game} player={player} round={round} onChosen={nextPlayer} />
              <div className="az-sum-row">
                <RoundSum score={score} player={player} round={round} />
                <UndoTile game={game} player={player} round={round} />
              </div>
            </PlayerPart>
          </section>
          <NextBar game={game} score={score} round={round} />
        </div>
      ) : (
        <>
          <div className="az-players" data-players={game.players.length}>
            {game.players.map((p, i) => (
              <section className="az-player" aria-label={p.name} key={i}>
                <h3>
                  <span className="az-name">
                    <bdi>{p.name}</bdi>
                  </span>{' '}
                  <ShownTotal score={score} player={i} round={round} className="az-score" />
                </h3>
                <PlayerPart game={game} player={i}>
                  <WallEntry game={game} score={score} player={i} round={round} />
                  <PlayerFloor game={game} player={i} round={round} />
                  <div className="az-sum-row">
                    <RoundSum score={score} player={i} round={round} />
                    <UndoTile game={game} player={i} round={round} />
                  </div>
                </PlayerPart>
                <RoundExplain score={score} player={i} round={round} />
              </section>
            ))}
          </div>
          <NextBar game={game} score={score} round={round} />
        </>
      )}
      <WallLegend />
      {one && <RoundExplain score={score} player={player} round={round} />}
      {azulCore.isBlank(game) && (
        <SeatOrder names={game.players.map((p) => p.name)} reseat={st.reseat} what={t('azul.seats.what')} />
      )}
      {/* Kept at the bottom of the screen while the page scrolls under it, so that a refused tap is explained where
          the player looks; at the end of the page it takes its own place, so it never hides what is under it. A slow
          or failed save is said there too: above the wall it would move the wall under the next tap. */}
      <div className="foot-notes">
        <SaveNote words={saveError} retry={() => void st.retrySave()} />
        <div role="status" className={notice ? 'notice az-notice' : 'visually-hidden'}>
          <span data-testid="notice">{notice?.()}</span>
          {notice && (
            <button type="button" onClick={() => st.dismissNotice()}>
              {t('games.ok')}
            </button>
          )}
        </div>
      </div>
    </main>
  );
}

/** A player's wall, floor and Undo; in a live game, off (with whose it is and Correct above) when another phone
 * enters them. */
function PlayerPart({ game, player, children }: { game: AzulGame; player: number; children: ReactNode }) {
  const locked = usePartLocked(game.id, player);
  return (
    <>
      <PartLock gameId={game.id} part={player} name={game.players[player]!.name} kind="azul" />
      <fieldset className="part-fieldset" disabled={locked}>
        {children}
      </fieldset>
    </>
  );
}

function PlayerFloor({
  game,
  player,
  round,
  onChosen,
}: {
  game: AzulGame;
  player: number;
  round: number;
  onChosen?: () => void;
}) {
  const entry = game.rounds[round]!.players[player]!;
  return (
    <FloorPicker
      name={game.players[player]!.name}
      player={player}
      floor={entry.floor}
      marker={entry.firstPlayer === true}
      onChosen={onChosen}
    />
  );
}

/** A player's score as of the round shown; in the round that ended the game, the final total with the end
 * bonuses (as the score pad says), marked as such. */
function ShownTotal({
  score,
  player,
  round,
  className,
}: {
  score: GameScore;
  player: number;
  round: number;
  className: string;
}) {
  const { t } = useT();
  const p = score.players[player]!;
  const final = score.ended && score.endedAfterRound === round;
  return (
    <span className={className}>
      <span className="visually-hidden">{t('azul.play.score')} </span>
      <span data-testid={`score-${player}`}>{final ? p.total : (p.rounds[round]?.after ?? p.afterRounds)}</span>
      {final && p.bonuses.total > 0 && (
        <small className="az-with-bonus"> {t('azul.play.withBonus', { points: p.bonuses.total })}</small>
      )}
    </span>
  );
}

/** One wall at a time: a tab per player with their score (the marker's holder marked ①). */
function PlayerTabs({
  game,
  score,
  round,
  shown,
  onShow,
}: {
  game: AzulGame;
  score: GameScore;
  round: number;
  shown: number;
  onShow: (i: number) => void;
}) {
  const { t } = useT();
  return (
    <div className="player-tabs az-tabs" role="group" aria-label={t('azul.play.whoseWall')}>
      {game.players.map((p, i) => {
        // In the round that ended the game there is no next round to start first in.
        const marker =
          game.rounds[round]!.players[i]!.firstPlayer === true && !(score.ended && score.endedAfterRound === round);
        return (
          <button key={i} type="button" aria-pressed={i === shown} onClick={() => onShow(i)}>
            <span className="tab-name">
              <bdi>{p.name}</bdi>
              {marker && (
                <span>
                  {' '}
                  ①<span className="visually-hidden"> {t('azul.play.firstNext')}</span>
                </span>
              )}
            </span>{' '}
            <ShownTotal score={score} player={i} round={round} className="tab-total" />
          </button>
        );
      })}
    </div>
  );
}

/** Next round (or the results once the game has ended), with the way for players to enter their own boards. */
function NextBar({ game, score, round }: { game: AzulGame; score: GameScore; round: number }) {
  const st = useAzulStore.getState();
  const { t, locale } = useT();
  const last = game.rounds.length - 1;
  const endedAt = score.endedAfterRound;
  const empty = (e: AzulGame['rounds'][number]['players'][number]) => !e.tiles.length && !e.floor && !e.firstPlayer;
  const roundEmpty = game.rounds[last]!.players.every(empty);
  // In a live game each wall is entered on its own phone: the walls with nothing entered yet in this round.
  const live = useLive((s) => !!s.sessions[game.id]);
  const missing = live ? game.rounds[last]!.players.flatMap((e, i) => (empty(e) ? [i] : [])) : [];
  const [asking, setAsking] = useState(false);
  return (
    <div className="az-next">
      {endedAt !== null && endedAt <= round ? (
        <>
          <p>{t('azul.play.ended')}</p>
          <a className="button primary big" href={href({ name: 'results', id: game.id })}>
            {t('games.seeResults')}
          </a>
        </>
      ) : round === last && asking ? (
        <div className="finish-game confirm" role="group" aria-labelledby="az-next-ask">
          <p id="az-next-ask">
            {t('azul.play.missingAsk', {
              names: andList(
                locale,
                missing.map((i) => game.players[i]!.name),
              ),
              count: missing.length,
              n: last + 2,
            })}
          </p>
          <div className="row">
            <button type="button" className="primary" onClick={() => (setAsking(false), st.nextRound())}>
              {t('azul.play.nextAnyway', { n: last + 2 })}
            </button>
            <button type="button" onClick={() => setAsking(false)}>
              {t('azul.play.notYet')}
            </button>
          </div>
        </div>
      ) : round === last ? (
        <>
          <button
            type="button"
            className="primary big"
            // Ending a round is the table's act: with a wall still empty it asks first, naming whose.
            onClick={() => (missing.length ? setAsking(true) : st.nextRound())}
          >
            {t('azul.play.nextRound')}
          </button>
          {roundEmpty && last > 0 && (
            <button type="button" className="link" onClick={() => st.dropRound()}>
              {t('azul.play.dropRound', { n: last })}
            </button>
          )}
        </>
      ) : (
        <button type="button" className="primary big" onClick={() => st.setRound(last)}>
          {t('azul.play.doneCorrecting', { n: last + 1 })}
        </button>
      )}
    </div>
  );
}

/** "Ana completes row 2: this is the last round…" while a round that ends the game is entered. */
function endingWarning(game: AzulGame, round: number, locale: string): string | null {
  const before = { ...game, rounds: game.rounds.slice(0, round) };
  const rows = rowsCompletedBy(before, game.rounds[round]!);
  const who = rows.flatMap((rs, i) =>
    rs.length
      ? [
          say('azul.play.completesRows', {
            name: game.players[i]!.name,
            count: rs.length,
            rows: andList(
              locale,
              rs.map((r) => String(r + 1)),
            ),
          }),
        ]
      : [],
  );
  return who.length ? say('azul.play.lastRound', { who: who.join(say('games.listSeparator')) }) : null;
}
