// The tiles still to come that fit the chosen cell, each already turned to fit (those that score here first), and
// a way to narrow them by what the player sees on the tile in their hand: its sort (the shape of its three
// segments) and the colours it shows. One tap is usually enough to leave only a few large pictures.
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import {
  checkPlay,
  colourName,
  COLOURS,
  fittingTiles,
  place,
  sortName,
  SORTS,
  withTiles,
  type Colour,
  type SortCode,
  type SortInfo,
  type Tile,
} from '../core/index.ts';
import { draftOf, useKaliko } from '../store.ts';
import { TileIcon } from '../ui/TileSvg.tsx';
import { HEX_POINTS, segmentPath } from '../ui/hex.ts';
import { useT } from '../../../i18n/useT.ts';
import { i18n } from '../../../i18n/app.ts';
import { capital } from '../../../i18n/screenWords.tsx';

interface Fit {
  tile: Tile;
  rotation: number;
  scores: boolean;
}

// A tile's label here ("Triple bend: red bend, …, TB-RWB, scores") is the same whenever that tile fits: put into
// words once per catalogue (two messages a tile, 20–60 tiles an opening), again after a language or its words load.
const labels = new Map<string, string>();
i18n.on('change', () => labels.clear());

/** How many of the picker's tiles can be in view before its list is scrolled (at least): as many columns of 62 px
 * tiles (4 px apart) as the window's width allows, as many rows of 60 px as the list's height in kaliko.css. */
function inViewAtOnce(): number {
  if (typeof window === 'undefined') return Infinity;
  const w = window.innerWidth,
    h = window.innerHeight;
  const height =
    w <= 899 && h >= w
      ? Math.max(150, 0.7 * h - 374)
      : w >= 700 && w > h && h <= 600
        ? Math.max(130, h - 200)
        : 0.4 * h;
  return Math.max(1, Math.floor((w - 36) / 66)) * Math.ceil(height / 60);
}

export function Picker() {
  const { t, m } = useT();
  const s = useKaliko();
  const { state, game, pickerAt } = s;
  const fits = useMemo((): Fit[] => {
    if (!state || !pickerAt) return [];
    const draft = draftOf(game);
    return fittingTiles(withTiles(state.pattern, draft, 0), pickerAt.q, pickerAt.r)
      .map((f) => {
        const legal = f.rotations.find(
          (rot) => checkPlay(state.pattern, [...draft, place(f.tile, pickerAt.q, pickerAt.r, rot)]).ok,
        );
        return { tile: f.tile, rotation: legal ?? f.rotations[0]!, scores: legal !== undefined };
      })
      .sort((a, b) => Number(b.scores) - Number(a.scores));
  }, [state, game, pickerAt]);
  const [sort, setSort] = useState<SortCode | null>(null);
  const [colours, setColours] = useState<Colour[]>([]);
  const ref = useRef<HTMLElement>(null);
  // Every tile's button (its label, its place) is there at once; only the pictures of those in view before the list
  // is scrolled are drawn in the frame that opens the picker, the others' in the next one (most of what the picker
  // costs to draw is its pictures).
  const first = useMemo(inViewAtOnce, []);
  const [drawn, setDrawn] = useState<Fit[] | null>(null);
  // A list scrolled down (then another cell tapped, the picker open) shows other tiles than the first: all drawn.
  const scrolled = useRef(false);
  const all = drawn === fits || fits.length <= first || scrolled.current;
  useEffect(() => {
    if (all) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timer set in a frame's callback runs once that frame is drawn.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => startTransition(() => setDrawn(fits)))));
    return () => (cancelAnimationFrame(frame), clearTimeout(timer));
  }, [fits, all]);
  // A new cell: no filter, the picker in view (it is, unless the text is large), the keyboard on the first tile.
  useEffect(() => {
    setSort(null);
    setColours((c) => (c.length ? [] : c)); // no second drawing of every tile when no colour was chosen
    if (ref.current && typeof ref.current.scrollIntoView === 'function')
      ref.current.scrollIntoView({ block: 'nearest' });
    ref.current?.querySelector<HTMLButtonElement>('.ktile-btn')?.focus({ preventScroll: true });
  }, [pickerAt]);
  if (!pickerAt) return null;
  const shown = fits.filter((f) => (!sort || f.tile.sort === sort) && colours.every((c) => f.tile.colours.includes(c)));
  const toggleColour = (c: Colour) =>
    setColours(colours.includes(c) ? colours.filter((x) => x !== c) : [...colours, c]);
  const where = `(${pickerAt.q},${pickerAt.r})`;
  const label = ({ tile, scores }: Fit) => {
    const key = `${tile.id} ${scores}`;
    let l = labels.get(key);
    if (l === undefined)
      labels.set(
        key,
        (l = t('kaliko.picker.tile', { name: m(tile.name), id: tile.id, scores: scores ? 'yes' : 'no' })),
      );
    return l;
  };

  return (
    <section ref={ref} className="kpicker" aria-label={t('kaliko.picker.label', { cell: where })}>
      <div className="kpicker-head">
        <h2>
          {shown.length === fits.length
            ? t('kaliko.picker.fit', { count: fits.length, cell: where })
            : t('kaliko.picker.fitSome', { shown: shown.length, count: fits.length, cell: where })}
        </h2>
        {(sort || colours.length > 0) && (
          <button type="button" className="link" onClick={() => (setSort(null), setColours([]))}>
            {t('kaliko.picker.showAll')}
          </button>
        )}
        <button type="button" onClick={() => s.openPicker(null)}>
          {t('games.close')}
        </button>
      </div>
      {fits.length === 0 ? (
        <p className="muted">{t('kaliko.picker.none')}</p>
      ) : (
        <>
          <div className="kfilter kfilter-sorts" role="group" aria-label={t('kaliko.picker.sort')}>
            {SORTS.map((x) => {
              const n = fits.filter((f) => f.tile.sort === x.code).length;
              return (
                <button
                  key={x.code}
                  type="button"
                  className="kfilter-sort"
                  aria-pressed={sort === x.code}
                  disabled={!n}
                  onClick={() => setSort(sort === x.code ? null : x.code)}
                >
                  <SortIcon sort={x} />
                  <span className="kfilter-name">
                    {m(sortName(x.code))} <span className="kcount">{n}</span>
                  </span>
                </button>
              );
            })}
          </div>
          <div className="kfilter kfilter-colours" role="group" aria-label={t('kaliko.picker.colours')}>
            {COLOURS.map((c) => (
              <button
                key={c}
                type="button"
                aria-pressed={colours.includes(c)}
                className={`kfilter-colour kc-${c}`}
                onClick={() => toggleColour(c)}
              >
                <svg viewBox="0 0 24 8" width="24" height="8" aria-hidden="true">
                  <path d="M1,4H23" className={`kswatch-${c}`} />
                </svg>
                {capital(m(colourName(c)))}
              </button>
            ))}
          </div>
          {shown.length === 0 && <p className="muted">{t('kaliko.picker.noneFiltered')}</p>}
          <div
            className="kpicker-grid"
            onScroll={(e) => {
              scrolled.current = e.currentTarget.scrollTop > 0;
            }}
          >
            {shown.map((f, i) => (
              <button
                type="button"
                key={f.tile.id}
                className={`ktile-btn${f.scores ? ' kscores' : ''}`}
                onClick={() => s.placeTile(f.tile.id)}
                aria-label={label(f)}
                data-tile={f.tile.id}
              >
                {all || i < first ? (
                  <TileIcon tile={f.tile} rotation={f.rotation} size={54} />
                ) : (
                  <svg width={54} height={54} aria-hidden="true" focusable="false" />
                )}
                {f.scores && (
                  <span className="kscores-mark" aria-hidden="true">
                    ✓
                  </span>
                )}
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/** A sort's shape: its three segments in one dark line, whatever their colours. */
function SortIcon({ sort }: { sort: SortInfo }) {
  return (
    <svg viewBox="-28 -31 56 62" width="30" height="30" aria-hidden="true" focusable="false" className="ksort-icon">
      <polygon points={HEX_POINTS} />
      {sort.pairs.map(([a, b], i) => (
        <path key={i} d={segmentPath(a, b)} />
      ))}
    </svg>
  );
}
