// The board editor: one player's board at a time, the tile picker, live score and its explanation.
import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { colOf, keyOf, PLAYABLE_CELLS, rowOf, tileIndex, tilesLeft, type Color, type Tile } from '../core/index.ts';
import { isPlayAlong, proposedPlayer, useGameStore } from '../store.ts';
// The coach is off by default: its code loads the first time it is switched on.
type CoachModule = typeof import('../ui/coach.ts');
const CoachPanel = lazy(() => import('../ui/CoachPanel.tsx').then((m) => ({ default: m.CoachPanel })));
import { useSettings } from '../../../store/settings.ts';
import { BoardSvg } from '../ui/BoardSvg.tsx';
import { Corrections } from '../ui/Corrections.tsx';
import { href } from '../../../ui/router.ts';
import { ScorePanel } from '../ui/ScorePanel.tsx';
import { TilePicker } from '../ui/TilePicker.tsx';
import { useBoardFit } from '../ui/useBoardFit.ts';
import { shortNames } from '../../shared/shortNames.ts';
import '../ui/layout.css';
import { useT } from '../../../i18n/useT.ts';
import { andList, say, withSlots } from '../../../i18n/screenWords.tsx';
import { colorWord, tileWord } from '../ui/terms.ts';
import { calicoCore } from '../core/gameCore.ts';
import { SaveNote } from '../../../ui/SaveNote.tsx';
import { SeatOrder } from '../../../ui/SeatOrder.tsx';
import { matchCode, typedCodes } from '../ui/typedCodes.ts';

export function GameScreen() {
  const { t, m, locale } = useT();
  const s = useGameStore();
  const showCodes = useSettings((x) => x.showCodes);
  const [pendingColor, setPendingColor] = useState<Color | null>(null);
  // The keyboard takes the codes shown, in the language shown; a two-letter code's first key waits here.
  const codes = useMemo(() => typedCodes(t), [t]);
  const typed = useRef<{ colour: boolean; text: string } | null>(null);
  /** Why the last tile tapped went nowhere, said in the hint line until the next tap on the board. */
  const [why, setWhy] = useState<string | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const { game, score } = s;
  const onPick = useCallback((t: Tile) => {
    const st = useGameStore.getState();
    if (st.coach.on && st.coach.choosing !== null) {
      const hand: [Tile | null, Tile | null] = [...st.coach.hand];
      hand[st.coach.choosing] = t;
      st.setCoach({ hand, choosing: null });
    } else if (st.entryMode === 'paint' && !isPlayAlong(st.game)) st.setPaintTile(t);
    else {
      const before = st.game;
      const refused = st.place(t);
      // A tile with no copy left still goes on (the board on the table is what counts); the hint says so.
      const after = useGameStore.getState().game;
      const over = after !== before && after !== null && tilesLeft(after)[tileIndex(t)]! < 0;
      setWhy(refused ?? (over ? say('calico.game.overBox', { tile: tileWord(t) }) : null));
    }
  }, []);
  const onCell = useCallback((cell: number) => {
    setWhy(null);
    const st = useGameStore.getState();
    if (st.entryMode === 'paint' && !isPlayAlong(st.game) && st.paintTile) st.paint(cell);
    else st.select(cell);
  }, []);
  const [confirmFree, setConfirmFree] = useState(false);
  const left = useMemo(() => (game ? tilesLeft(game) : undefined), [game]);
  const [coachModule, setCoachModule] = useState<CoachModule | null>(null);
  useEffect(() => {
    if (s.coach.on && !coachModule) void import('../ui/coach.ts').then(setCoachModule);
  }, [s.coach.on, coachModule]);
  const advice = useMemo(
    () =>
      game && score && s.coach.on && coachModule
        ? coachModule.coachAdvice(game, score, s.activePlayer, s.coach.hand)
        : null,
    [game, score, s.coach.on, s.coach.hand, s.activePlayer, coachModule],
  );
  const shade = useMemo(
    () => (advice && advice.size && coachModule ? coachModule.bestGains(advice) : null),
    [advice, coachModule],
  );

  // Keep keyboard focus on the selected cell as it moves.
  useEffect(() => {
    if (s.selected === null || !boardRef.current?.contains(document.activeElement)) return;
    boardRef.current.querySelector<SVGGElement>(`[data-cell="${keyOf(s.selected)}"]`)?.focus();
  }, [s.selected]);

  // The board is drawn first (a phone reopened on the game sees where it was), then the picker, then the score and
  // corrections: each a render of its own, which React does in slices between frames, and a smaller layout each.
  const sideShown = useDeferredValue(true, false);
  const restShown = useDeferredValue(sideShown, false);
  useBoardFit(mainRef, !!game && !!score);
  if (!game || !score) return <p>{t('games.loading')}</p>;
  const p = s.activePlayer;
  const sheet = game.players[p]!;
  const ps = score.players[p]!;
  const selectedTile = s.selected !== null ? (sheet.cells[keyOf(s.selected)] ?? null) : null;
  const filled = ps.filled;
  const playAlong = isPlayAlong(game);
  const turnOf = playAlong ? proposedPlayer(game) : null;
  const allFull = score.finished;
  const paint = s.entryMode === 'paint' && !playAlong;
  // Narrower tabs the more players; the tab's accessible name always says the full name.
  const tabNames = shortNames(
    game.players.map((pl) => pl.name),
    TAB_CHARS[game.players.length] ?? 6,
  );

  const onKey = (e: KeyboardEvent<SVGSVGElement>) => {
    const k = e.key;
    if ((e.ctrlKey || e.metaKey) && k.toLowerCase() === 'z')
      return void (e.preventDefault(), e.shiftKey ? s.redo() : s.undo());
    if ((e.ctrlKey || e.metaKey) && k.toLowerCase() === 'y') return void (e.preventDefault(), s.redo());
    if (k.startsWith('Arrow')) return void (e.preventDefault(), s.select(move(s.selected, k)));
    if (k === 'Backspace' || k === 'Delete') return void (e.preventDefault(), s.clear());
    if (k === 'Escape') return ((typed.current = null), setPendingColor(null));
    if (k.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return;
    const before = typed.current;
    typed.current = null;
    // A pattern's code once a colour is chosen (unless a colour's code is half typed).
    if (pendingColor && !before?.colour) {
      const p = matchCode(codes.patterns, (before?.text ?? '') + k) ?? (before ? matchCode(codes.patterns, k) : null);
      if (p) {
        e.preventDefault();
        if ('more' in p) typed.current = { colour: false, text: p.more };
        else (s.place({ color: pendingColor, pattern: p.done }), setPendingColor(null));
        return;
      }
    }
    // A colour's code: the first, or another one instead.
    const c = (before?.colour ? matchCode(codes.colors, before.text + k) : null) ?? matchCode(codes.colors, k);
    if (!c) return;
    e.preventDefault();
    if ('more' in c) typed.current = { colour: true, text: c.more };
    else setPendingColor(c.done);
  };

  return (
    <main className="game" ref={mainRef}>
      <h1 className="visually-hidden">
        {t('calico.game.heading', {
          names: andList(
            locale,
            game.players.map((pl) => pl.name),
          ),
        })}
      </h1>
      <nav className="player-tabs" aria-label={t('games.setup.players')}>
        {game.players.map((pl, i) => (
          <button
            key={pl.name}
            type="button"
            aria-pressed={i === p}
            onClick={() => s.setActivePlayer(i)}
            aria-label={t(turnOf === i ? 'calico.game.tabNext' : 'calico.game.tab', {
              name: pl.name,
              count: score.players[i]!.total,
            })}
          >
            <span className={`tab-name${turnOf === i ? ' your-turn' : ''}`}>
              <bdi>{tabNames[i]}</bdi>
            </span>{' '}
            <span className="tab-total">{score.players[i]!.total}</span>
          </button>
        ))}
        <a className="tab-results" href={href({ name: 'results', id: game.id })}>
          {t('games.results')}
        </a>
      </nav>

      {s.deleted && (
        <div role="alert" className="alert">
          {t('calico.game.deleted')}{' '}
          <button type="button" onClick={() => void s.restore()}>
            {t('games.restore')}
          </button>
        </div>
      )}
      {playAlong && !allFull && (
        <p className="turn">
          {withSlots(
            t,
            turnOf !== p ? 'calico.game.turnShowing' : 'calico.game.turn',
            { n: game.history!.length + 1 },
            { name: <bdi>{game.players[turnOf!]!.name}</bdi>, shown: <bdi>{sheet.name}</bdi> },
          )}
        </p>
      )}
      {allFull && (
        <p className="notice" role="status">
          {t('calico.game.allFull')} <a href={href({ name: 'results', id: game.id })}>{t('games.seeResults')}</a>
        </p>
      )}
      {score.shortfalls.length > 0 && (
        <div role="status" className="notice">
          {score.shortfalls.map((f) => m(f.message)).join(' ')}
        </div>
      )}
      {score.warnings.length > 0 && (
        <div role="status" className="warning">
          {score.warnings.map(m).join(' ')}
        </div>
      )}

      <div className="editor-main">
        <div className="board-wrap" ref={boardRef}>
          <BoardSvg
            sheet={sheet}
            score={ps}
            selected={!paint ? s.selected : null}
            shade={shade}
            highlight={s.highlight?.player === p ? s.highlight.cells : null}
            showCodes={showCodes}
            onCell={onCell}
            onKeyDown={onKey}
            label={t('calico.game.boardLabel', { name: sheet.name, filled, count: PLAYABLE_CELLS.length })}
          />
        </div>

        <div className="toolbar" role="toolbar" aria-label={t('calico.game.entry')}>
          {!playAlong && (
            <div className="segmented" role="radiogroup" aria-label={t('calico.game.entryMode')}>
              <button type="button" role="radio" aria-checked={!paint} onClick={() => s.setEntryMode('tap')}>
                {t('calico.game.tap')}
              </button>
              <button type="button" role="radio" aria-checked={paint} onClick={() => s.setEntryMode('paint')}>
                {t('calico.game.paint')}
              </button>
            </div>
          )}
          <button
            type="button"
            className="toggle"
            aria-pressed={s.coach.on}
            onClick={() => s.setCoach({ on: !s.coach.on, choosing: null })}
          >
            <span className="toggle-mark" aria-hidden="true">
              {s.coach.on ? '✓' : ''}
            </span>
            {t('calico.coach.title')}
          </button>
          <button type="button" onClick={() => s.undo()} disabled={s.past.length === 0} aria-label={t('games.undo')}>
            ↶
          </button>
          <button type="button" onClick={() => s.redo()} disabled={s.future.length === 0} aria-label={t('games.redo')}>
            ↷
          </button>
          {!paint && !playAlong && (
            <button
              type="button"
              onClick={() => s.clear()}
              disabled={!selectedTile}
              aria-label={t('calico.game.clearLabel')}
            >
              {t('calico.game.clear')}
            </button>
          )}
        </div>
        <div className="hint-row">
          <p className="hint" aria-live="polite">
            {why ??
              (paint
                ? s.paintTile
                  ? t('calico.hint.painting', { tile: tileWord(s.paintTile) })
                  : t('calico.hint.paint')
                : s.selected === null
                  ? filled === PLAYABLE_CELLS.length
                    ? t('calico.hint.complete')
                    : playAlong
                      ? t('calico.hint.tapWhere', { name: sheet.name })
                      : t('calico.hint.tapCell')
                  : playAlong && selectedTile
                    ? t('calico.hint.placed', { cell: keyOf(s.selected), tile: tileWord(selectedTile) })
                    : t('calico.hint.cell', {
                        cell: keyOf(s.selected),
                        tile: selectedTile ? tileWord(selectedTile) : t('calico.hint.pick'),
                      }) + (pendingColor ? t('calico.hint.pending', { colour: colorWord(pendingColor) }) : ''))}
          </p>
        </div>
      </div>
      {/* The picker is there from the first frame, its drawings a moment later: the board is fitted to it before it
          is first painted, and never moves under a finger (ui/useBoardFit.ts). */}
      <div className="editor-side">
        {sideShown && s.coach.on && advice && (
          <Suspense fallback={null}>
            <CoachPanel advice={advice} />
          </Suspense>
        )}
        <TilePicker
          label={t('calico.game.tiles')}
          left={left}
          current={paint ? s.paintTile : selectedTile}
          showCodes={showCodes}
          onPick={onPick}
          bare={!sideShown}
        />
        {/* Who starts is settled before the first tile: right under the tiles, not under the score and notes. */}
        {calicoCore.isBlank(game) && (
          <SeatOrder names={game.players.map((x) => x.name)} reseat={s.reseat} what={t('calico.seats.what')} />
        )}

        {restShown && <ScorePanel player={p} score={ps} game={score} sheet={sheet} />}
        {restShown && !playAlong && <Corrections game={game} player={p} />}
        <p className="muted">{t('calico.game.counts')}</p>
        <p className="source muted">
          {score.source === 'history' ? t('calico.game.sourceHistory') : t('calico.game.sourceBoards')}
        </p>
        {playAlong && (
          <div className="row">
            {!confirmFree ? (
              <button type="button" onClick={() => setConfirmFree(true)}>
                {t('calico.game.free')}
              </button>
            ) : (
              <>
                <span>{t('calico.game.freeWarn')}</span>
                <button type="button" onClick={() => (s.switchToFreeEditing(), setConfirmFree(false))}>
                  {t('calico.game.switch')}
                </button>
                <button type="button" onClick={() => setConfirmFree(false)}>
                  {t('calico.game.keep')}
                </button>
              </>
            )}
          </div>
        )}
      </div>
      {/* At the end, kept at the bottom of the screen while the page scrolls under it: a note (the table to lay out as
          dealt, a refused tap, a slow or failed save) never pushes the board or the tiles off the screen, and never
          moves them when it comes or goes. */}
      <div className="foot-notes">
        <SaveNote words={s.saveError} retry={() => void s.retrySave()} />
        {(s.notice || s.layOut) && (
          <div role="status" className="notice notice-ok calico-notice">
            <span data-testid="notice">{(s.notice ?? s.layOut!)()}</span>
            <button type="button" onClick={() => useGameStore.setState({ notice: null, layOut: null })}>
              {t('games.ok')}
            </button>
          </div>
        )}
      </div>
    </main>
  );
}

/** About how many characters of a name fit a player tab on a 390 px phone, by number of players. */
const TAB_CHARS: Record<number, number> = { 1: 16, 2: 14, 3: 10, 4: 7 };

/** Arrow-key movement between playable cells. */
function move(from: number | null, key: string): number {
  if (from === null) return PLAYABLE_CELLS[0]!;
  const at = PLAYABLE_CELLS.indexOf(from);
  if (key === 'ArrowLeft') return PLAYABLE_CELLS[Math.max(0, at - 1)]!;
  if (key === 'ArrowRight') return PLAYABLE_CELLS[Math.min(PLAYABLE_CELLS.length - 1, at + 1)]!;
  const row = rowOf(from) + (key === 'ArrowUp' ? -1 : 1);
  const inRow = PLAYABLE_CELLS.filter((c) => rowOf(c) === row);
  if (!inRow.length) return from;
  return inRow.reduce((best, c) => (Math.abs(colOf(c) - colOf(from)) < Math.abs(colOf(best) - colOf(from)) ? c : best));
}
