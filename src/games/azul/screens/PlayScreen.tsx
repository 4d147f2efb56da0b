// Round entry at the table: every player's wall stacked (two or more side by side on a wide screen), so a whole
// round is entered without switching players: tap the cells tiled this round, tap the floor count, tap who took
// the first-player marker, then "Next round". Points appear tile by tile as they are tapped, explained.
import { useMemo, useState, type CSSProperties, type KeyboardEvent } from 'react';
import {
  applyEdit, COLORS, explainFloor, explainTile, floorPenalty, INDICES, MAX_FLOOR, patternColor, rowsCompletedBy,
  type AzulGame, type Color, type GameScore,
} from '../core/index.ts';
import { useAzulStore } from '../store.ts';
import { href } from '../../../ui/router.ts';
import { TILE } from '../ui/colors.ts';
import { BoardsShareLink } from '../../../share/ShareBar.tsx';

const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

export function PlayScreen() {
  const game = useAzulStore((s) => s.game);
  const score = useAzulStore((s) => s.score);
  const round = useAzulStore((s) => s.round);
  const notice = useAzulStore((s) => s.notice);
  const saveError = useAzulStore((s) => s.saveError);
  const deleted = useAzulStore((s) => s.deleted);
  const st = useAzulStore.getState();
  const ending = useMemo(() => (game && game.rounds[round] ? endingWarning(game, round) : null), [game, round]);
  if (!game || !score) return <main><p>Loading…</p></main>;
  const last = game.rounds.length - 1;
  const isLast = round === last;
  const endedAt = score.endedAfterRound;
  const starter = round > 0 ? game.rounds[round - 1]!.players.findIndex((e) => e.firstPlayer) : undefined;
  const holder = game.rounds[last]!.players.findIndex((e) => e.firstPlayer);
  const roundEmpty = game.rounds[last]!.players.every((e) => !e.tiles.length && !e.floor && !e.firstPlayer);

  return (
    <main className="az-play">
      <h1 className="visually-hidden">Azul: {game.players.map((p) => p.name).join(', ')}</h1>
      <div className="az-round-bar">
        <button type="button" onClick={() => st.setRound(round - 1)} disabled={round === 0} aria-label="Previous round">‹</button>
        <h2 className="az-round-title" aria-live="polite">Round {round + 1}{!isLast && <small> of {last + 1}: correcting</small>}</h2>
        <button type="button" onClick={() => st.setRound(round + 1)} disabled={isLast} aria-label="Following round">›</button>
        <a className="button az-results-link" href={href({ name: 'results', id: game.id })}>Score pad</a>
      </div>

      {saveError && (
        <div role="alert" className="alert">
          {saveError} <button type="button" onClick={() => void st.retrySave()}>Try again</button>
        </div>
      )}
      {deleted && (
        <div role="alert" className="alert">
          This game was deleted (in another tab or in History), so changes here are not saved.{' '}
          <button type="button" onClick={() => void st.restore()}>Restore it</button>
        </div>
      )}
      {/* Fixed at the bottom: a refused tap far down the page is explained where the player looks. */}
      <div role="status" className={notice ? 'notice az-notice' : 'visually-hidden'}>
        <span data-testid="notice">{notice}</span>
        {notice && <button type="button" onClick={() => st.dismissNotice()}>OK</button>}
      </div>
      {!isLast && (
        <p className="warning">Correcting round {round + 1}: every later round is scored again. <button type="button" className="link" onClick={() => st.setRound(last)}>Back to round {last + 1}</button></p>
      )}
      {starter !== undefined && starter >= 0 && <p className="az-starter">{game.players[starter]!.name} starts this round (took the first-player marker in round {round}).</p>}
      {ending && <p className="warning az-ending" role="status">{ending}</p>}

      <div className="az-players" data-players={game.players.length}>
        {game.players.map((_, i) => <PlayerEntry key={i} game={game} score={score} player={i} round={round} />)}
      </div>

      <div className="az-next">
        {endedAt !== null && endedAt <= round ? (
          <>
            <p>The game has ended. Bonuses are added on the score pad.</p>
            <a className="button primary big" href={href({ name: 'results', id: game.id })}>See the results</a>
          </>
        ) : isLast ? (
          <>
            {holder >= 0 || game.players.length === 1 ? (
              <button type="button" className="primary big" onClick={() => st.nextRound()}>Next round</button>
            ) : (
              // Closing the round and naming who took the first-player marker is one tap.
              <div className="az-starts" role="group" aria-labelledby="az-starts-label">
                <p id="az-starts-label">Next round: who took the first-player marker (and starts)?</p>
                <div className="az-starts-row">
                  {game.players.map((p, i) => (
                    <button key={i} type="button" className="primary" aria-label={`Next round: ${p.name} starts`} onClick={() => st.nextRound(i)}><span><bdi>{p.name}</bdi> starts</span></button>
                  ))}
                </div>
                <button type="button" className="link" onClick={() => st.nextRound()}>Next round, marker not recorded</button>
              </div>
            )}
            {roundEmpty && last > 0 && <button type="button" className="link" onClick={() => st.dropRound()}>Back to round {last} (remove this empty round)</button>}
          </>
        ) : (
          <button type="button" className="big" onClick={() => st.setRound(last)}>Done correcting: back to round {last + 1}</button>
        )}
      </div>
      <BoardsShareLink id={game.id} />
    </main>
  );
}

/** "Ana completes row 2: this is the last round…" while a round that ends the game is entered. */
function endingWarning(game: AzulGame, round: number): string | null {
  const before = { ...game, rounds: game.rounds.slice(0, round) };
  const rows = rowsCompletedBy(before, game.rounds[round]!);
  const who = rows.flatMap((rs, i) => (rs.length ? [`${game.players[i]!.name} completes row${rs.length > 1 ? 's' : ''} ${rs.map((r) => r + 1).join(' and ')}`] : []));
  return who.length ? `${who.join('; ')}: this is the last round. The game ends after it, then the bonuses are added.` : null;
}

function PlayerEntry({ game, score, player, round }: { game: AzulGame; score: GameScore; player: number; round: number }) {
  const st = useAzulStore.getState();
  const picking = useAzulStore((s) => (s.picking?.player === player ? s.picking : null));
  const name = game.players[player]!.name;
  const entry = game.rounds[round]!.players[player]!;
  const ps = score.players[player]!;
  const rs = ps.rounds[round];
  /** The wall up to this round: cell → the round it was tiled in (earlier rounds) and its colour. */
  const cells = useMemo(() => {
    const out: ({ round: number; color: Color } | null)[][] = INDICES.map(() => INDICES.map(() => null));
    game.rounds.slice(0, round + 1).forEach((r, k) => r.players[player]?.tiles.forEach((t) => {
      out[t.row]![t.col] = { round: k, color: t.color ?? patternColor(t.row, t.col) };
    }));
    return out;
  }, [game, player, round]);
  // One tab stop per wall; the arrow keys move between its cells (Enter or Space taps the cell).
  const [focusAt, setFocusAt] = useState(0);
  const onWallKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const step: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -5, ArrowDown: 5 };
    const d = step[e.key];
    if (d === undefined) return;
    e.preventDefault();
    const col = focusAt % 5;
    if ((d === -1 && col === 0) || (d === 1 && col === 4)) return;
    const next = focusAt + d;
    if (next < 0 || next > 24) return;
    setFocusAt(next);
    (e.currentTarget.children[next] as HTMLElement | undefined)?.focus();
  };
  const tilePoints = new Map(rs?.tiles.map((t) => [t.row * 5 + t.col, t]) ?? []);
  const floorId = `az-floor-${player}`;
  const marker = entry.firstPlayer === true;

  return (
    <section className="az-player" aria-label={name}>
      <h3 id={`az-name-${player}`}>
        <span className="az-name"><bdi>{name}</bdi>{marker && <><span className="visually-hidden">, first player next round</span><span className="az-marker-badge" aria-hidden="true"> ①</span></>}</span>
        <span className="visually-hidden"> score </span>
        <span className="az-score" data-testid={`score-${player}`}>{rs ? rs.after : ps.afterRounds}</span>
      </h3>
      <div className="az-wall" role="group" aria-label={`${name}'s wall, round ${round + 1}`} onKeyDown={onWallKey}>
        {INDICES.map((r) => INDICES.map((c) => {
          const cell = cells[r]![c];
          const fresh = cell?.round === round;
          const printed = game.side === 'coloured' ? patternColor(r, c) : null;
          const color = cell?.color ?? printed;
          const pts = fresh ? tilePoints.get(r * 5 + c) : undefined;
          const state = !cell ? 'empty' : fresh ? `new this round${pts ? `, ${plural(pts.points, 'point')}` : ''}` : `tiled in round ${cell.round + 1}`;
          const cls = `az-cell${cell ? (fresh ? ' az-new' : ' az-old') : ''}${picking && picking.row === r && picking.col === c ? ' az-picking' : ''}`;
          return (
            <button
              key={`${r}-${c}`} type="button" className={cls}
              style={color ? ({ '--tile': TILE[color].fill, '--faint': TILE[color].faint, '--ink': TILE[color].ink } as CSSProperties) : undefined}
              aria-pressed={fresh}
              aria-label={`Row ${r + 1}, column ${c + 1}${color ? `, ${color}` : ''}: ${state}`}
              tabIndex={r * 5 + c === focusAt ? 0 : -1}
              onFocus={() => setFocusAt(r * 5 + c)}
              onClick={() => st.tap(player, r, c)}
            >
              <span className="az-letter" aria-hidden="true">{color ? TILE[color].letter : ''}</span>
              {pts && <span className="az-pts" aria-hidden="true">+{pts.points}</span>}
            </button>
          );
        }))}
      </div>
      {picking && <ColorPicker game={game} round={round} player={player} row={picking.row} col={picking.col} />}
      <div className="az-floor-line">
        <span id={floorId} className="az-floor-label">Floor <small>(marker included)</small></span>
        <div className="az-floor" role="radiogroup" aria-labelledby={floorId}>
          {Array.from({ length: MAX_FLOOR + 1 }, (_, n) => (
            <button
              key={n} type="button" role="radio" aria-checked={entry.floor === n}
              aria-label={`${name}'s floor: ${n}${n ? `, ${floorPenalty(n)}` : ''}`}
              disabled={marker && n === 0}
              onClick={() => st.setFloor(player, n)}
            >
              <span>{n === MAX_FLOOR ? '7+' : n}</span>
              {/* The penalty under each count; none under 0 (a blank keeps the buttons level). */}
              <small aria-hidden="true">{n ? signed(floorPenalty(n)) : '\u00a0'}</small>
            </button>
          ))}
        </div>
        <button type="button" className="az-marker" aria-pressed={marker} onClick={() => st.toggleMarker(player)}>
          <span aria-hidden="true">①</span> {marker ? `${name} took the first-player marker` : 'Took the first-player marker'}
        </button>
      </div>
      <RoundPreview score={score} player={player} round={round} />
    </section>
  );
}

function RoundPreview({ score, player, round }: { score: GameScore; player: number; round: number }) {
  const rs = score.players[player]!.rounds[round];
  if (!rs) return null;
  const raw = rs.before + rs.wallPoints + rs.floor.penalty;
  return (
    <div className="az-preview" data-testid={`preview-${player}`}>
      <p className="az-sum">
        Round {round + 1}: <strong>{signed(rs.wallPoints)}</strong> on the wall{rs.floor.penalty ? <>, <strong>{signed(rs.floor.penalty)}</strong> floor</> : ''}
        {' '}→ {rs.before} {rs.wallPoints + rs.floor.penalty >= 0 ? '+' : '−'} {Math.abs(rs.wallPoints + rs.floor.penalty)} = <strong>{rs.after}</strong>
        {rs.clamp > 0 && <> (from {raw}: a score never goes below 0)</>}
      </p>
      {(rs.tiles.length > 0 || rs.floor.count > 0) && (
        <ul className="az-explain">
          {rs.tiles.map((t) => <li key={`${t.row}-${t.col}`}>{explainTile(t)}</li>)}
          {rs.floor.count > 0 && <li>{explainFloor(rs)}</li>}
        </ul>
      )}
    </div>
  );
}

/** Grey side: the colour of the tapped cell; colours the rules forbid there are disabled. */
function ColorPicker({ game, round, player, row, col }: { game: AzulGame; round: number; player: number; row: number; col: number }) {
  const st = useAzulStore.getState();
  // The row's current new tile (elsewhere) would move here, so it is left out when checking.
  const base = useMemo(() => {
    const off = applyEdit(game, { kind: 'untile', round, player, row }, game.updatedAt);
    return off.ok ? off.game : game;
  }, [game, round, player, row]);
  const checks = COLORS.map((color) => ({ color, r: applyEdit(base, { kind: 'tile', round, player, row, col, color }, game.updatedAt) }));
  const none = checks.every((c) => !c.r.ok);
  const name = game.players[player]!.name;
  return (
    <div className="az-picker" role="group" aria-label={`Colour for ${name}'s row ${row + 1}, column ${col + 1}`}>
      {none ? <p>{`No colour fits here: ${(checks[0]!.r as { reason: string }).reason}.`}</p> : <p>Colour of the tile at row {row + 1}, column {col + 1}:</p>}
      <div className="az-picker-row">
        {checks.map(({ color, r }) => (
          <button
            key={color} type="button" disabled={!r.ok} onClick={() => st.pickColor(color)}
            style={{ '--tile': TILE[color].fill, '--ink': TILE[color].ink } as CSSProperties}
            className="az-swatch" aria-label={`${TILE[color].name}${r.ok ? '' : ` (not possible: ${(r as { reason: string }).reason})`}`}
          >
            <span aria-hidden="true">{TILE[color].letter}</span>
          </button>
        ))}
        <button type="button" onClick={() => st.cancelPick()}>Cancel</button>
      </div>
    </div>
  );
}
