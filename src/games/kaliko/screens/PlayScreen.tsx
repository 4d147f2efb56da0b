// Kaliko at the table: the pattern, whose turn it is, the running scores, and entering a turn. A one-tile play is
// three taps: the empty cell, the tile in the picker (already turned to fit), "Score".
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { endReason, explainPath, frontier, TILES, tilesToCome, withTiles } from '../core/index.ts';
import { draftOf, draftResult, useKaliko } from '../store.ts';
import { PatternSvg } from '../ui/PatternSvg.tsx';
import { TilesList } from '../ui/TilesBySort.tsx';
import { href, navigate } from '../../../ui/router.ts';
import { Picker } from './Picker.tsx';
import { useT } from '../../../i18n/useT.ts';
import { say, withSlots } from '../../../i18n/screenWords.tsx';
import { kalikoCore } from '../core/gameCore.ts';
import { SaveNote } from '../../../ui/SaveNote.tsx';
import { SeatOrder } from '../../../ui/SeatOrder.tsx';

export function PlayScreen() {
  const { t, m } = useT();
  const s = useKaliko();
  const { game, state } = s;
  const draft = useMemo(() => draftOf(game), [game]);
  const result = useMemo(() => draftResult(state, game), [state, game]);
  // After a tile is placed, the keyboard goes on at "Score" (Enter on the cell, on the tile, on Score: a play).
  const scoreRef = useRef<HTMLButtonElement>(null);
  const placed = useRef(draft.length);
  useEffect(() => {
    if (draft.length > placed.current) scoreRef.current?.focus({ preventScroll: true });
    placed.current = draft.length;
  }, [draft.length]);
  // Ending early is one step, asked first: the game ends and is finished, and its results are shown.
  const [askEnd, setAskEnd] = useState(false);
  // A game that ends by the rules (the last tile, everyone passing) brings "Game over … See the results" into view.
  const overRef = useRef<HTMLParagraphElement>(null);
  const wasOver = useRef(!!state?.ended);
  useEffect(() => {
    if (state?.ended && state.ended !== 'players' && !wasOver.current)
      overRef.current?.scrollIntoView?.({ block: 'nearest' });
    wasOver.current = !!state?.ended;
  }, [state?.ended]);
  const open = useMemo(
    () => (state && !state.ended && !game?.finishedAt ? frontier(withTiles(state.pattern, draft, 0)) : []),
    [state, draft, game],
  );
  if (!game || !state)
    return (
      <main>
        <p>{t('games.loading')}</p>
      </main>
    );
  const ended = state.ended;
  const next = game.players[state.nextPlayer]!.name;
  const paths = result?.ok ? result.paths : [];
  // A play still being built (no scoring path yet) is not marked as wrong; broken placement rules are.
  const broken =
    result && !result.ok
      ? result.problems.filter((p) => p.rule !== 'no-scoring-path' && p.rule !== 'no-main-path')
      : [];
  const bad = broken.flatMap((p) => p.cells);
  // Score is offered only for a legal play: otherwise it says why once, beside the play (red only for a broken rule).
  const why =
    result && !result.ok
      ? t(broken.length ? 'kaliko.play.notLegal' : 'kaliko.play.notYet', {
          problems: (broken.length ? broken : result.problems).map((p) => m(p.message)).join(t('games.listSeparator')),
        })
      : null;

  return (
    <main className="kaliko-play">
      <h1 className="visually-hidden">Kaliko</h1>
      <ul className="kplayers" aria-label={t('kaliko.play.scores')}>
        {game.players.map((p, i) => (
          <li
            key={p.name}
            className={!ended && i === state.nextPlayer ? 'kturn' : undefined}
            aria-current={!ended && i === state.nextPlayer ? 'step' : undefined}
          >
            <span className="kname">{p.name}</span>
            <strong data-testid={`total-${i}`}>{state.totals[i]}</strong>
            {!ended && i === state.nextPlayer && <span className="ksmall">{t('kaliko.play.toPlay')}</span>}
          </li>
        ))}
      </ul>
      <p className="ksub" role="status" ref={overRef}>
        {ended ? (
          <>
            {t('kaliko.play.over', { reason: m(endReason(ended)) })}{' '}
            <a href={href({ name: 'results', id: game.id })}>{t('games.seeResults')}</a>
          </>
        ) : (
          withSlots(
            t,
            'kaliko.play.turn',
            { n: game.turns.length + 1, bag: state.bag, come: TILES.length - state.pattern.placed.length },
            { name: <strong>{next}</strong> },
          )
        )}
      </p>
      {s.deleted && (
        <div className="warning" role="alert">
          {t('kaliko.play.deleted')}{' '}
          <button type="button" onClick={() => void s.restore()}>
            {t('games.restore')}
          </button>
        </div>
      )}
      {s.notice && (
        <p className="notice" role="status">
          {s.notice()}
        </p>
      )}

      <PatternSvg
        placed={state.pattern.placed}
        draft={draft}
        open={open}
        selected={s.pickerAt}
        paths={paths}
        bad={bad}
        onCell={(q, r) => s.openPicker(s.pickerAt && s.pickerAt.q === q && s.pickerAt.r === r ? null : { q, r })}
        onDraft={(i) => s.rotateDraft(i)}
        label={
          draft.length
            ? t('kaliko.play.patternDraft', { count: state.pattern.placed.length, draft: draft.length })
            : t('kaliko.play.pattern', { count: state.pattern.placed.length })
        }
        className={s.pickerAt || draft.length ? 'kpicking' : undefined}
        hold={!!s.pickerAt || draft.length > 0}
      />

      {s.pickerAt && <Picker />}

      {!ended && !game.finishedAt && (
        <section className="kentry" aria-label={t('kaliko.play.thisTurn')}>
          {s.refusal && (
            <p className="alert" role="alert">
              {s.refusal}
            </p>
          )}
          <div className="row">
            <button
              ref={scoreRef}
              type="button"
              className="primary"
              disabled={!draft.length}
              aria-disabled={draft.length > 0 && !result?.ok ? true : undefined}
              aria-describedby={why ? 'kaliko-why' : undefined}
              onClick={() => {
                if (result?.ok) s.scorePlay();
              }}
            >
              {t('kaliko.play.score')}
              {result?.ok ? ` ${result.points}` : ''}
            </button>
            {draft.map((p, i) => (
              <button
                type="button"
                key={i}
                onClick={() => s.rotateDraft(i)}
                aria-label={t('kaliko.play.turnTileAt', {
                  turn: draft.length > 1 ? t('kaliko.play.turnTileN', { n: i + 1 }) : t('kaliko.play.turnTile'),
                  id: p.tile.id,
                  cell: `(${p.q},${p.r})`,
                })}
              >
                {draft.length > 1 ? t('kaliko.play.turnTileN', { n: i + 1 }) : t('kaliko.play.turnTile')}
              </button>
            ))}
            {draft.length > 0 && (
              <button type="button" onClick={() => s.removeDraft(draft.length - 1)}>
                {t('kaliko.play.takeBack')}
              </button>
            )}
            {draft.length > 1 && (
              <button type="button" onClick={() => s.clearDraft()}>
                {t('kaliko.play.clear')}
              </button>
            )}
          </div>
          {draft.length > 0 && (
            <div className="kresult" aria-live="polite">
              {result?.ok ? (
                <>
                  <p className="total">
                    {withSlots(
                      t,
                      'kaliko.play.scores.total',
                      {},
                      { points: <strong data-testid="play-points">{result.points}</strong> },
                    )}
                  </p>
                  <ul>
                    {result.paths.map((p, i) => (
                      <li key={i}>{m(explainPath(p))}</li>
                    ))}
                  </ul>
                </>
              ) : (
                <p id="kaliko-why" className={broken.length ? 'kproblem' : 'muted'}>
                  {why}
                </p>
              )}
              <p className="muted">{t('kaliko.play.orTap')}</p>
            </div>
          )}
          {!draft.length && <OtherTurns max={Math.min(state.hands[state.nextPlayer]!, state.bag)} />}
          {!draft.length && <p className="muted">{t('kaliko.play.howTo')}</p>}
        </section>
      )}

      <div className="row">
        <button
          type="button"
          onClick={() => s.undo()}
          disabled={!s.past.length && (!game.turns.length || !!game.finishedAt)}
        >
          {t('games.undo')}
        </button>
        <button type="button" onClick={() => s.redo()} disabled={!s.future.length}>
          {t('games.redo')}
        </button>
        {!ended && !askEnd && (
          <button type="button" onClick={() => setAskEnd(true)}>
            {t('kaliko.play.end')}
          </button>
        )}
        {game.ended === 'players' && !game.finishedAt && (
          <button type="button" onClick={() => s.resume()}>
            {t('kaliko.play.resume')}
          </button>
        )}
        <a className="button" href={href({ name: 'results', id: game.id })}>
          {t('games.results')}
        </a>
      </div>

      {!ended && askEnd && (
        <div className="finish-game confirm" role="group" aria-labelledby="kaliko-end-ask">
          <p id="kaliko-end-ask">
            <b>{t('shell.finish.ask')}</b>
          </p>
          <div className="row">
            <button
              type="button"
              className="primary"
              autoFocus
              onClick={() => {
                setAskEnd(false);
                s.end();
                s.finish();
                navigate({ name: 'results', id: game.id });
              }}
            >
              {t('shell.finish.yes')}
            </button>
            <button type="button" onClick={() => setAskEnd(false)}>
              {t('shell.finish.notYet')}
            </button>
          </div>
        </div>
      )}

      <TilesToCome />
      <TurnLog />
      {kalikoCore.isBlank(game) && (
        <SeatOrder names={game.players.map((p) => p.name)} reseat={s.reseat} what={t('kaliko.seats.what')} />
      )}
      {/* At the end, kept at the bottom of the screen: a slow or failed save never moves the pattern under a tap. */}
      <div className="foot-notes">
        <SaveNote
          words={s.saveError && t('kaliko.play.notSaved', { error: s.saveError })}
          retry={() => void s.retrySave()}
        />
      </div>
    </main>
  );
}

/** Pass, or exchange 1 to `max` tiles: one tap each (a wrong one is undone with Undo). */
function OtherTurns({ max }: { max: number }) {
  const s = useKaliko();
  const { t } = useT();
  return (
    <div className="row kother">
      <button type="button" onClick={() => s.pass()}>
        {t('kaliko.play.pass')}
      </button>
      <div className="kexchange" role="group" aria-label={t('kaliko.play.exchangeGroup')}>
        <span aria-hidden="true">{t('kaliko.play.exchangeAsk')}</span>
        {max < 1 ? (
          <span className="muted">{t('kaliko.play.bagEmpty')}</span>
        ) : (
          Array.from({ length: max }, (_, i) => (
            <button
              type="button"
              key={i}
              onClick={() => s.exchange(i + 1)}
              aria-label={t('kaliko.play.exchangeN', { count: i + 1 })}
            >
              {i + 1}
            </button>
          ))
        )}
      </div>
    </div>
  );
}

// The tiles to come and the turns so far change only with the record (not with a tile of the play being entered or
// a picker opened): drawn again only then.
const TilesToCome = memo(function TilesToCome() {
  const state = useKaliko((x) => x.state);
  const tiles = useMemo(() => (state ? tilesToCome(state) : []), [state]);
  const { t } = useT();
  return (
    <details className="kcome">
      <summary>{t('kaliko.play.toCome', { count: tiles.length })}</summary>
      <TilesList tiles={tiles} all={TILES} />
    </details>
  );
});

export function turnText(kind: string, points: number, tiles: number, count?: number): string {
  if (kind === 'play') return say('kaliko.turn.play', { points, tiles });
  if (kind === 'exchange') return say('kaliko.turn.exchanged', { count: count ?? 0 });
  return say('kaliko.turn.passed');
}

const TurnLog = memo(function TurnLog() {
  const turns = useKaliko((x) => x.game?.turns);
  const players = useKaliko((x) => x.game?.players);
  const state = useKaliko((x) => x.state);
  const { t } = useT();
  if (!turns || !players || !state || !state.turns.length) return null;
  return (
    <details className="klog">
      <summary>{t('kaliko.play.turns', { count: state.turns.length })}</summary>
      <ol>
        {state.turns.map((t) => {
          const turn = turns[t.index]!;
          return (
            <LogLine
              key={t.index}
              name={players[t.player]!.name}
              kind={turn.kind}
              points={t.points}
              tiles={turn.kind === 'play' ? turn.tiles.length : 0}
              count={turn.kind === 'exchange' ? turn.count : undefined}
            />
          );
        })}
      </ol>
    </details>
  );
});

// A turn's line is put into words once (the log is drawn again with every turn), and again when the language changes.
const LogLine = memo(function LogLine({
  name,
  kind,
  points,
  tiles,
  count,
}: {
  name: string;
  kind: string;
  points: number;
  tiles: number;
  count?: number;
}) {
  useT();
  return (
    <li>
      {name}: {turnText(kind, points, tiles, count)}
    </li>
  );
});
