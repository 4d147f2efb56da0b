// The pattern on the table: tiles, the play being entered (outlined), the empty cells a tile can go on, and the
// scoring paths of the play highlighted with their points. Pan by dragging, pinch to zoom, or use the buttons.
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { cellName, type PathReport, type Placed } from '../core/index.ts';
import { APOTHEM, boundsOf, centre, HEX_POINTS, segmentPath, SIZE } from './hex.ts';
import { nextCell } from './arrowCells.ts';
import { TileArt } from './TileSvg.tsx';
import { useT } from '../../../i18n/useT.ts';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A tappable cell is never drawn narrower than this on screen (a hex's width, flat side to flat side): a thumb
 * needs 24 px and more, so a large pattern is shown in part (pan to see the rest) rather than shrunk. */
export const MIN_CELL_PX = 28;
const MAX_UNIT = (2 * APOTHEM) / MIN_CELL_PX;

const inside = (c: { q: number; r: number }, b: Box) => {
  const [x, y] = centre(c.q, c.r);
  return x - APOTHEM >= b.x && x + APOTHEM <= b.x + b.w && y - SIZE >= b.y && y + SIZE <= b.y + b.h;
};

/** `b` shaped like the element (so no letterboxing), and no smaller in scale than MIN_CELL_PX; when it must be
 * cut, it is cut round `focus`. */
function shaped(b: Box, cw: number, ch: number, focus: { x: number; y: number }): Box {
  if (!cw || !ch) return b;
  const u = Math.min(Math.max(b.w / cw, b.h / ch), MAX_UNIT);
  const w = cw * u,
    h = ch * u;
  // Round the focus, as far as the picture goes (no empty band beside the pattern when it is cut).
  const at = (f: number, from: number, size: number, span: number) =>
    span <= size + 0.5 ? from + span / 2 - size / 2 : Math.min(Math.max(f - size / 2, from), from + span - size);
  return { x: at(focus.x, b.x, w, b.w), y: at(focus.y, b.y, h, b.h), w, h };
}

/** `b` moved (not scaled) as little as needs be to show `cells` (the last one first, if not all fit). */
function panTo(b: Box, cells: readonly { q: number; r: number }[]): Box {
  let out = b;
  for (const c of [...cells].reverse()) {
    if (inside(c, out)) continue;
    const [x, y] = centre(c.q, c.r);
    const m = SIZE * 1.3;
    const nx = x - m < out.x ? x - m : x + m > out.x + out.w ? x + m - out.w : out.x;
    const ny = y - m < out.y ? y - m : y + m > out.y + out.h ? y + m - out.h : out.y;
    const moved = { ...out, x: nx, y: ny };
    if (out !== b && !cells.slice(cells.indexOf(c) + 1).every((k) => inside(k, moved))) break;
    out = moved;
  }
  return out;
}

export interface PatternProps {
  placed: readonly Placed[];
  draft?: readonly Placed[];
  /** Empty cells a tile can go on (tappable). */
  open?: readonly { q: number; r: number }[];
  selected?: { q: number; r: number } | null;
  paths?: readonly PathReport[];
  /** Cells named by a refusal. */
  bad?: readonly { q: number; r: number }[];
  onCell?(q: number, r: number): void;
  onDraft?(index: number): void;
  label: string;
  /** A still picture (history, results): no pan, zoom or buttons. */
  still?: boolean;
  className?: string;
  /** A play is being entered: the view keeps its scale from tap to tap (it only moves to show the cell chosen). */
  hold?: boolean;
}

/** The same tile, cell and turn (a replayed record makes new objects for the same tiles). */
const samePlaced = (a: Placed, b: Placed) =>
  a.tile === b.tile && a.q === b.q && a.r === b.r && a.rotation === b.rotation;

const Placed = memo(
  function PlacedTile({ p }: { p: Placed }) {
    const [x, y] = centre(p.q, p.r);
    return (
      <g transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}>
        <TileArt tile={p.tile} rotation={p.rotation} thin={false} />
      </g>
    );
  },
  (a, b) => samePlaced(a.p, b.p),
);

const activate = (f: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    f();
  }
};

/** What a cell of the pattern the player can tap is given: the same functions on every render (a tap redraws only
 * the cells whose look changed, not every empty cell of the pattern). */
interface CellHandlers {
  /** False for the click that ends a pan or a pinch (no tap), once. */
  tapped(): boolean;
  cell(q: number, r: number): void;
  draft(index: number): void;
  focus(key: string): void;
}

const OpenCell = memo(function OpenCell({
  q,
  r,
  sel,
  stop,
  on,
  tappable,
}: {
  q: number;
  r: number;
  sel: boolean;
  stop: boolean;
  on: CellHandlers;
  tappable: boolean;
}) {
  const { t } = useT();
  const [x, y] = centre(q, r);
  const key = `${q},${r}`;
  return (
    <g
      className={`kcell kopen${sel ? ' ksel' : ''}`}
      transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
      role="button"
      tabIndex={stop ? 0 : -1}
      onFocus={() => on.focus(key)}
      data-cell={key}
      aria-pressed={sel}
      aria-label={t('kaliko.pattern.emptyCell', { cell: cellName(q, r) })}
      onClick={tappable ? () => on.tapped() && on.cell(q, r) : undefined}
      onKeyDown={tappable ? activate(() => on.cell(q, r)) : undefined}
    >
      <polygon points={HEX_POINTS} />
      <text y="5" textAnchor="middle" aria-hidden="true">
        +
      </text>
    </g>
  );
});

const DraftCell = memo(
  function DraftCell({ p, i, stop, on }: { p: Placed; i: number; stop: boolean; on: CellHandlers | null }) {
    const { t, m } = useT();
    const [x, y] = centre(p.q, p.r);
    const key = `${p.q},${p.r}`;
    return (
      <g
        className="kcell kdraft"
        transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
        role={on ? 'button' : undefined}
        {...(on ? { tabIndex: stop ? 0 : -1, onFocus: () => on.focus(key), 'data-cell': key } : {})}
        aria-label={
          on
            ? t('kaliko.pattern.draftTile', {
                n: i + 1,
                name: m(p.tile.name),
                cell: cellName(p.q, p.r),
                rotation: p.rotation,
              })
            : undefined
        }
        onClick={on ? () => on.tapped() && on.draft(i) : undefined}
        onKeyDown={on ? activate(() => on.draft(i)) : undefined}
      >
        <TileArt tile={p.tile} rotation={p.rotation} />
        <polygon points={HEX_POINTS} className="kdraft-ring" fill="none" />
      </g>
    );
  },
  (a, b) => samePlaced(a.p, b.p) && a.i === b.i && a.stop === b.stop && a.on === b.on,
);

export function PatternSvg({
  placed,
  draft = [],
  open = [],
  selected,
  paths = [],
  bad = [],
  onCell,
  onDraft,
  label,
  still,
  className,
  hold,
}: PatternProps) {
  const { t } = useT();
  const all = useMemo(() => [...placed, ...draft, ...open], [placed, draft, open]);
  const fit = useCallback((): Box => boundsOf(all), [all]);
  const [box, setBox] = useState<Box>(fit);
  const svgRef = useRef<SVGSVGElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ moved: number; pinch: number | null; box: Box } | null>(null);
  const suppress = useRef(false);
  const [focusKey, setFocusKey] = useState<string | null>(null);

  // Each new tile brings the whole pattern and its empty cells into view, unless the player has zoomed or panned
  // since the last fit (then the view stays, as long as every tile is in it). While a play is entered (`hold`) the
  // scale is set once, as the play starts, and kept: cells do not move under the thumb from tap to tap.
  const fitted = useRef(true);
  const held = useRef(false);
  /** The frame's size the view was made for. */
  const frameSize = useRef<[number, number]>([0, 0]);
  const focusOf = useCallback((): { x: number; y: number } => {
    const c = selected ?? draft[draft.length - 1];
    if (c) {
      const [x, y] = centre(c.q, c.r);
      return { x, y };
    }
    const b = boundsOf(all);
    return { x: b.x + b.w / 2, y: b.y + b.h / 2 };
  }, [all, draft, selected]);
  const selKey = selected ? `${selected.q},${selected.r}` : '';
  useLayoutEffect(() => {
    const el = svgRef.current;
    const cw = el?.clientWidth ?? 0,
      ch = el?.clientHeight ?? 0;
    frameSize.current = [cw, ch]; // the view below is made for this frame
    const play = [...draft, ...(selected ? [selected] : [])];
    setBox((b) => {
      if (hold && !still) {
        const starting = !held.current;
        held.current = true;
        if (starting && fitted.current) return shaped(fit(), cw, ch, focusOf());
        return panTo(starting ? shaped(b, cw, ch, focusOf()) : b, play);
      }
      held.current = false;
      const t = boundsOf([...placed, ...draft], SIZE);
      const within = t.x >= b.x && t.y >= b.y && t.x + t.w <= b.x + b.w && t.y + t.h <= b.y + b.h;
      if (within && !fitted.current && !still) return b;
      fitted.current = true;
      return still ? fit() : shaped(fit(), cw, ch, focusOf());
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [placed.length, draft.length, hold, selKey]);

  // The frame resized (the phone turned, the window resized, the picking frame's height): a view fitted to the
  // pattern is fitted again; any other keeps its scale per pixel round its centre, never under MIN_CELL_PX.
  useEffect(() => {
    const el = svgRef.current;
    if (!el || still || typeof ResizeObserver === 'undefined') return;
    const seen = new ResizeObserver(() => {
      const [w0, h0] = frameSize.current,
        cw = el.clientWidth,
        ch = el.clientHeight;
      frameSize.current = [cw, ch];
      if (!w0 || !h0 || !cw || !ch || (w0 === cw && h0 === ch)) return;
      setBox((b) => {
        if (fitted.current && !held.current) return shaped(fit(), cw, ch, focusOf());
        const u = Math.min(Math.max(b.w / w0, b.h / h0), MAX_UNIT);
        return { x: b.x + b.w / 2 - (cw * u) / 2, y: b.y + b.h / 2 - (ch * u) / 2, w: cw * u, h: ch * u };
      });
    });
    seen.observe(el);
    return () => seen.disconnect();
  }, [still, fit, focusOf]);

  /** Picture units per screen pixel (the picture is letterboxed to fit). */
  const unit = (b: Box) => {
    const el = svgRef.current;
    if (!el || !el.clientWidth) return 1;
    return Math.max(b.w / el.clientWidth, b.h / el.clientHeight);
  };
  const zoom = (factor: number, cx?: number, cy?: number) =>
    setBox((b) => {
      fitted.current = false;
      const w = Math.min(Math.max(b.w / factor, SIZE * 3), 40 * SIZE * 20);
      const h = (b.h * w) / b.w;
      const px = cx ?? b.x + b.w / 2,
        py = cy ?? b.y + b.h / 2;
      return { x: px - ((px - b.x) * w) / b.w, y: py - ((py - b.y) * h) / b.h, w, h };
    });

  const onDown = (e: PointerEvent<SVGSVGElement>) => {
    if (still) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const pts = [...pointers.current.values()];
    gesture.current = {
      moved: 0,
      pinch: pts.length === 2 ? Math.hypot(pts[0]!.x - pts[1]!.x, pts[0]!.y - pts[1]!.y) : null,
      box,
    };
  };
  const onMove = (e: PointerEvent<SVGSVGElement>) => {
    const last = pointers.current.get(e.pointerId);
    const g = gesture.current;
    if (!last || !g) return;
    const dx = e.clientX - last.x,
      dy = e.clientY - last.y;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const pts = [...pointers.current.values()];
    if (pts.length >= 2 && g.pinch) {
      const d = Math.hypot(pts[0]!.x - pts[1]!.x, pts[0]!.y - pts[1]!.y);
      const rect = svgRef.current!.getBoundingClientRect();
      const u = unit(box);
      const mx = (pts[0]!.x + pts[1]!.x) / 2 - rect.left,
        my = (pts[0]!.y + pts[1]!.y) / 2 - rect.top;
      const cx = box.x + (mx - (rect.width - box.w / u) / 2) * u,
        cy = box.y + (my - (rect.height - box.h / u) / 2) * u;
      zoom(d / g.pinch, cx, cy);
      g.pinch = d;
      g.moved += 10;
      return;
    }
    g.moved += Math.abs(dx) + Math.abs(dy);
    if (g.moved < 8) return;
    const u = unit(box);
    fitted.current = false;
    setBox((b) => ({ ...b, x: b.x - dx * u, y: b.y - dy * u }));
  };
  const onUp = (e: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(e.pointerId);
    if (gesture.current && gesture.current.moved >= 8) suppress.current = true;
    if (!pointers.current.size) gesture.current = null;
  };

  // The cells' handlers call the newest onCell and onDraft (the screen passes new functions on every render).
  const latest = useRef({ onCell, onDraft });
  latest.current = { onCell, onDraft };
  const handlers = useMemo(
    (): CellHandlers => ({
      tapped() {
        if (!suppress.current) return true;
        suppress.current = false;
        return false;
      },
      cell: (q, r) => latest.current.onCell?.(q, r),
      draft: (i) => latest.current.onDraft?.(i),
      focus: setFocusKey,
    }),
    [],
  );
  useEffect(() => {
    const clear = () => {
      setTimeout(() => {
        suppress.current = false;
      }, 0);
    };
    window.addEventListener('pointerup', clear);
    return () => window.removeEventListener('pointerup', clear);
  }, []);

  // One Tab stop for the whole pattern (the selected cell, else the last focused, else the first); arrows move.
  const cells = useMemo(() => [...(onDraft ? draft : []), ...(onCell ? open : [])], [draft, open, onDraft, onCell]);
  const keyOf = (c: { q: number; r: number }) => `${c.q},${c.r}`;
  const stop =
    selected && cells.some((c) => keyOf(c) === keyOf(selected))
      ? keyOf(selected)
      : focusKey && cells.some((c) => keyOf(c) === focusKey)
        ? focusKey
        : cells[0]
          ? keyOf(cells[0])
          : null;
  const onArrow = (e: KeyboardEvent<SVGSVGElement>) => {
    const from = cells.find((c) => keyOf(c) === (e.target as Element).getAttribute?.('data-cell'));
    const to = from && nextCell(cells, from, e.key);
    if (!from || e.key.indexOf('Arrow') !== 0) return;
    e.preventDefault();
    if (to) svgRef.current?.querySelector<SVGGElement>(`[data-cell="${keyOf(to)}"]`)?.focus();
  };

  const view = still ? fit() : box;
  return (
    <div className={`kpattern ${className ?? ''}`}>
      <svg
        ref={svgRef}
        viewBox={`${view.x.toFixed(1)} ${view.y.toFixed(1)} ${view.w.toFixed(1)} ${view.h.toFixed(1)}`}
        preserveAspectRatio="xMidYMid meet"
        role={still ? 'img' : 'group'}
        aria-label={label}
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerCancel={onUp}
        onWheel={still ? undefined : (e) => zoom(e.deltaY < 0 ? 1.15 : 1 / 1.15)}
        onKeyDown={still ? undefined : onArrow}
      >
        {placed.map((p) => (
          <Placed key={`${p.q},${p.r}`} p={p} />
        ))}
        {draft.map((p, i) => (
          <DraftCell key={`d${p.q},${p.r}`} p={p} i={i} stop={keyOf(p) === stop} on={onDraft ? handlers : null} />
        ))}
        {open.map((c) => (
          <OpenCell
            key={`o${c.q},${c.r}`}
            q={c.q}
            r={c.r}
            sel={!!selected && selected.q === c.q && selected.r === c.r}
            stop={keyOf(c) === stop}
            on={handlers}
            tappable={!!onCell}
          />
        ))}
        {paths.map((p, i) => (
          <g key={`h${i}`} className="khighlight" aria-hidden="true">
            {p.segments.map((s, k) => {
              const [x, y] = centre(s.q, s.r);
              return (
                <path
                  key={k}
                  transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
                  d={segmentPath(s.sides[0], s.sides[1])}
                />
              );
            })}
          </g>
        ))}
        {paths.map((p, i) => {
          const s = p.segments.find((x) => x.isNew) ?? p.segments[0]!;
          const [x, y] = centre(s.q, s.r);
          return (
            <g
              key={`l${i}`}
              className="kpoints"
              transform={`translate(${x.toFixed(1)} ${(y - SIZE * 0.2).toFixed(1)})`}
              aria-hidden="true"
            >
              <rect x="-15" y="-11" width="30" height="20" rx="6" />
              <text y="4" textAnchor="middle">
                {p.points}
              </text>
            </g>
          );
        })}
        {bad.map((c, i) => {
          const [x, y] = centre(c.q, c.r);
          return (
            <polygon
              key={`b${i}`}
              className="kbad"
              points={HEX_POINTS}
              transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
              aria-hidden="true"
            />
          );
        })}
      </svg>
      {!still && (
        <div className="kzoom" role="group" aria-label={t('kaliko.pattern.view')}>
          <button type="button" aria-label={t('kaliko.pattern.zoomIn')} onClick={() => zoom(1.3)}>
            +
          </button>
          <button type="button" aria-label={t('kaliko.pattern.zoomOut')} onClick={() => zoom(1 / 1.3)}>
            −
          </button>
          <button
            type="button"
            onClick={() => {
              fitted.current = false;
              setBox(fit());
            }}
          >
            {t('kaliko.pattern.fitAll')}
          </button>
        </div>
      )}
    </div>
  );
}
