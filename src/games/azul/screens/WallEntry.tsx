// One player's part of the round being entered: the wall (a tap tiles a cell, a second tap clears it; on the grey
// side the colour comes next), and the round's points as a sum and explained tile by tile.
import { memo, useMemo, useState, type CSSProperties, type KeyboardEvent } from 'react';
import {
  applyEdit,
  colorName,
  COLORS,
  explainFloor,
  explainTile,
  INDICES,
  patternColor,
  type AzulGame,
  type Color,
  type GameScore,
} from '../core/index.ts';
import { undoTarget, useAzulStore } from '../store.ts';
import { TILE } from '../ui/colors.ts';
import { useT } from '../../../i18n/useT.ts';
import { capital, signed, withSlots } from '../../../i18n/screenWords.tsx';
import type { Msg } from '../../shared/msg.ts';

type PlayerProps = { game: AzulGame; score: GameScore; player: number; round: number };

/** A tap changes one player's entry: edits share the others' entries and scoring hands back their unchanged round
 * results, so every other wall (all of them side by side on a large screen) is not drawn again. */
function samePlayer(a: PlayerProps, b: PlayerProps): boolean {
  const { player: i, round } = a;
  if (
    i !== b.player ||
    round !== b.round ||
    a.game.side !== b.game.side ||
    a.game.players[i]?.name !== b.game.players[i]?.name
  )
    return false;
  if (a.score.players[i]?.rounds[round] !== b.score.players[i]?.rounds[round]) return false;
  for (let k = 0; k <= round; k++) if (a.game.rounds[k]?.players[i] !== b.game.rounds[k]?.players[i]) return false;
  return true;
}
const sameResult = (a: Omit<PlayerProps, 'game'>, b: Omit<PlayerProps, 'game'>) =>
  a.player === b.player &&
  a.round === b.round &&
  a.score.players[a.player]?.rounds[a.round] === b.score.players[b.player]?.rounds[b.round];

/** The wall as it is up to the shown round, the round's new tiles marked with their points. */
export const WallEntry = memo(function WallEntry({ game, score, player, round }: PlayerProps) {
  const st = useAzulStore.getState();
  const picking = useAzulStore((s) => (s.picking?.player === player ? s.picking : null));
  const { t, m } = useT();
  const name = game.players[player]!.name;
  const ps = score.players[player]!;
  const rs = ps.rounds[round];
  /** The wall up to this round: cell → the round it was tiled in (earlier rounds) and its colour. */
  const cells = useMemo(() => {
    const out: ({ round: number; color: Color } | null)[][] = INDICES.map(() => INDICES.map(() => null));
    game.rounds.slice(0, round + 1).forEach((r, k) =>
      r.players[player]?.tiles.forEach((t) => {
        out[t.row]![t.col] = { round: k, color: t.color ?? patternColor(t.row, t.col) };
      }),
    );
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
  return (
    <>
      <div
        className="az-wall"
        role="group"
        aria-label={t('azul.wall.label', { name, n: round + 1 })}
        onKeyDown={onWallKey}
      >
        {INDICES.map((r) =>
          INDICES.map((c) => {
            const cell = cells[r]![c];
            const fresh = cell?.round === round;
            const printed = game.side === 'coloured' ? patternColor(r, c) : null;
            const color = cell?.color ?? printed;
            const pts = fresh ? tilePoints.get(r * 5 + c) : undefined;
            const state = !cell
              ? t('azul.wall.empty')
              : fresh
                ? pts
                  ? t('azul.wall.newPoints', { count: pts.points })
                  : t('azul.wall.new')
                : t('azul.wall.tiledIn', { n: cell.round + 1 });
            const cls = `az-cell${cell ? (fresh ? ' az-new' : ' az-old') : ''}${picking && picking.row === r && picking.col === c ? ' az-picking' : ''}`;
            return (
              <button
                key={`${r}-${c}`}
                type="button"
                className={cls}
                style={
                  color
                    ? ({
                        '--tile': TILE[color].fill,
                        '--faint': TILE[color].faint,
                        '--dim': TILE[color].dim,
                        '--ink': TILE[color].ink,
                      } as CSSProperties)
                    : undefined
                }
                aria-pressed={fresh}
                // A new tile's name starts with what it shows (its letter and its points badge), as voice control reads it.
                aria-label={`${pts && color ? `${t(`azul.letter.${color}`)} +${pts.points}, ` : ''}${color ? t('azul.wall.cellColour', { row: r + 1, col: c + 1, colour: m(colorName(color)), state }) : t('azul.wall.cell', { row: r + 1, col: c + 1, state })}`}
                tabIndex={r * 5 + c === focusAt ? 0 : -1}
                onFocus={() => setFocusAt(r * 5 + c)}
                onClick={() => st.tap(player, r, c)}
              >
                <span className="az-letter" aria-hidden="true">
                  {color ? t(`azul.letter.${color}`) : ''}
                </span>
                {/* The space makes what shows read "B +1", as the name starts (the badge lies out of the line). */}
                {pts && ' '}
                {pts && (
                  <span className="az-pts" aria-hidden="true">
                    +{pts.points}
                  </span>
                )}
              </button>
            );
          }),
        )}
      </div>
      {picking && <ColorPicker game={game} round={round} player={player} row={picking.row} col={picking.col} />}
    </>
  );
}, samePlayer);

/** "Round 2: +15 on the wall, −1 floor → 9 + 14 = 23": the number the score pad keeps. */
export const RoundSum = memo(function RoundSum({
  score,
  player,
  round,
}: {
  score: GameScore;
  player: number;
  round: number;
}) {
  const rs = score.players[player]!.rounds[round];
  const { t } = useT();
  if (!rs) return null;
  const raw = rs.before + rs.wallPoints + rs.floor.penalty;
  return (
    <p className="az-sum" data-testid={`sum-${player}`}>
      {withSlots(t, 'azul.sum.wall', { n: round + 1 }, { wall: <strong>{signed(rs.wallPoints)}</strong> })}
      {rs.floor.penalty
        ? withSlots(t, 'azul.sum.floor', {}, { penalty: <strong>{signed(rs.floor.penalty)}</strong> })
        : ''}{' '}
      → {rs.before} {rs.wallPoints + rs.floor.penalty >= 0 ? '+' : '−'} {Math.abs(rs.wallPoints + rs.floor.penalty)} ={' '}
      <strong>{rs.after}</strong>
      {rs.clamp > 0 && <>{t('azul.sum.clamp', { raw: signed(raw) })}</>}
    </p>
  );
}, sameResult);

/** Takes back the player's last tap on their wall this round (a tap on a tile takes off any one of them). */
export function UndoTile({ game, player, round }: { game: AzulGame; player: number; round: number }) {
  const { t } = useT();
  const last = useAzulStore((s) => undoTarget(s, round, player));
  const name = game.players[player]!.name;
  return (
    <button
      type="button"
      className="az-undo"
      disabled={!last}
      onClick={() => useAzulStore.getState().undoTile(player)}
      aria-label={
        last ? t('azul.undo.label', { name, row: last.row + 1, col: last.col + 1 }) : t('azul.undo.none', { name })
      }
    >
      {t('azul.undo.button')}
    </button>
  );
}

/** Every point of the round in words: each new tile, then the floor. */
export const RoundExplain = memo(function RoundExplain({
  score,
  player,
  round,
}: {
  score: GameScore;
  player: number;
  round: number;
}) {
  const { t, m } = useT();
  const rs = score.players[player]!.rounds[round];
  if (!rs || (rs.tiles.length === 0 && rs.floor.count === 0)) return null;
  return (
    <ul
      className="az-explain"
      data-testid={`explain-${player}`}
      aria-label={t('azul.explain.label', { name: score.players[player]!.name })}
    >
      {rs.tiles.map((x) => (
        <li key={`${x.row}-${x.col}`}>{m(explainTile(x))}</li>
      ))}
      {rs.floor.count > 0 && <li>{m(explainFloor(rs))}</li>}
    </ul>
  );
}, sameResult);

/** Grey side: the colour of the tapped cell; colours the rules forbid there are disabled. */
function ColorPicker({
  game,
  round,
  player,
  row,
  col,
}: {
  game: AzulGame;
  round: number;
  player: number;
  row: number;
  col: number;
}) {
  const { t, m } = useT();
  const st = useAzulStore.getState();
  // The row's current new tile (elsewhere) would move here, so it is left out when checking.
  const base = useMemo(() => {
    const off = applyEdit(game, { kind: 'untile', round, player, row }, game.updatedAt);
    return off.ok ? off.game : game;
  }, [game, round, player, row]);
  const checks = COLORS.map((color) => ({
    color,
    r: applyEdit(base, { kind: 'tile', round, player, row, col, color }, game.updatedAt),
  }));
  const none = checks.every((c) => !c.r.ok);
  const name = game.players[player]!.name;
  return (
    <div
      className="az-picker"
      role="group"
      aria-label={t('azul.colourPicker.label', { name, row: row + 1, col: col + 1 })}
    >
      {none ? (
        <p>{t('azul.colourPicker.none', { reason: m((checks[0]!.r as { reason: Msg }).reason) })}</p>
      ) : (
        <p>{t('azul.colourPicker.ask', { row: row + 1, col: col + 1 })}</p>
      )}
      <div className="az-picker-row">
        {checks.map(({ color, r }) => (
          <button
            key={color}
            type="button"
            disabled={!r.ok}
            onClick={() => st.pickColor(color)}
            style={{ '--tile': TILE[color].fill, '--ink': TILE[color].ink } as CSSProperties}
            className="az-swatch"
            aria-label={
              r.ok
                ? capital(m(colorName(color)))
                : t('azul.colourPicker.notPossible', {
                    colour: capital(m(colorName(color))),
                    reason: m((r as { reason: Msg }).reason),
                  })
            }
          >
            <span aria-hidden="true">{t(`azul.letter.${color}`)}</span>
          </button>
        ))}
        <button type="button" onClick={() => st.cancelPick()}>
          {t('games.cancel')}
        </button>
      </div>
    </div>
  );
}

/** What the letters on the tiles stand for, in the language's own letters, beside the walls that show them. */
export function WallLegend() {
  const { t, m } = useT();
  return (
    <p className="az-legend muted">
      {t('azul.wall.legend', {
        list: COLORS.map((c) =>
          t('azul.wall.legendItem', { letter: t(`azul.letter.${c}`), colour: m(colorName(c)) }),
        ).join(' · '),
      })}
    </p>
  );
}
