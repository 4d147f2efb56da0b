// A player's floor in one tap: how many slots of the floor line are filled, in a row without the first-player
// marker and a row with it (the marker fills a slot too). This is the only place the marker is asked, so the total
// shown while entering already counts it. A radio group: one Tab stop, the arrow keys move and choose; a tap (or
// Space/Enter) chooses and goes on to the next player.
import { memo, useRef, type KeyboardEvent } from 'react';
import { floorPenalty, MAX_FLOOR } from '../core/index.ts';
import { useAzulStore } from '../store.ts';
import { useT } from '../../../i18n/useT.ts';
import { signed } from '../../../i18n/screenWords.tsx';

const COUNTS = Array.from({ length: MAX_FLOOR + 1 }, (_, n) => n);
/** The options in reading order: without the marker 0–7, then with it 1–7. */
const OPTIONS = [...COUNTS.map((n) => ({ n, marker: false })), ...COUNTS.slice(1).map((n) => ({ n, marker: true }))];

// Memoised: its props are plain values, so a tap on another player's wall leaves it as it is.
export const FloorPicker = memo(function FloorPicker({
  name,
  player,
  floor,
  marker,
  onChosen,
}: {
  name: string;
  player: number;
  floor: number;
  marker: boolean;
  /** After a tap (not an arrow key): the screen moves on to the next player. */
  onChosen?: () => void;
}) {
  const st = useAzulStore.getState();
  const { t } = useT();
  const group = useRef<HTMLDivElement>(null);
  const current = OPTIONS.findIndex((o) => o.n === floor && o.marker === marker);
  const labelId = `az-floor-${player}`;

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = Math.max(0, current);
    const o = OPTIONS[i]!;
    const target = (() => {
      switch (e.key) {
        case 'ArrowRight':
          return Math.min(OPTIONS.length - 1, i + 1);
        case 'ArrowLeft':
          return Math.max(0, i - 1);
        // Up and down change only the marker, keeping the count (a floor with the marker has at least 1).
        case 'ArrowDown':
          return o.marker ? i : OPTIONS.findIndex((x) => x.marker && x.n === Math.max(1, o.n));
        case 'ArrowUp':
          return o.marker ? OPTIONS.findIndex((x) => !x.marker && x.n === o.n) : i;
        case 'Home':
          return 0;
        case 'End':
          return OPTIONS.length - 1;
        default:
          return null;
      }
    })();
    if (target === null) return;
    e.preventDefault();
    const t = OPTIONS[target]!;
    st.setFloor(player, t.n, t.marker);
    group.current?.querySelectorAll<HTMLElement>('[role="radio"]')[target]?.focus();
  };

  const radio = (o: { n: number; marker: boolean }, i: number) => {
    const checked = i === current;
    const penalty = o.n ? signed(floorPenalty(o.n)) : '';
    return (
      <button
        key={i}
        type="button"
        role="radio"
        aria-checked={checked}
        tabIndex={checked || (current < 0 && i === 0) ? 0 : -1}
        className={o.marker ? 'az-with-marker' : undefined}
        aria-label={`${o.n === MAX_FLOOR ? '7+' : o.n}${penalty ? `, ${penalty}` : ''}${o.marker ? t('azul.floor.withMarker') : ''}`}
        onClick={() => (st.setFloor(player, o.n, o.marker), onChosen?.())}
      >
        <span>{o.n === MAX_FLOOR ? '7+' : o.n}</span>
        {' ' /* the visible text reads "1 −1", as the name starts */}
        {/* The penalty under each count; none under 0 (a blank keeps the buttons level). */}
        <small aria-hidden="true">{penalty || '\u00a0'}</small>
      </button>
    );
  };

  return (
    <div className="az-floor-line">
      <span id={labelId} className="az-floor-label">
        {t('azul.floor.label', { name })} <small>{t('azul.floor.hint')}</small>
      </span>
      <div ref={group} className="az-floor" role="radiogroup" aria-labelledby={labelId} onKeyDown={onKey}>
        <div className="az-floor-row">{OPTIONS.slice(0, COUNTS.length).map(radio)}</div>
        <div className="az-floor-row">
          <span className="az-floor-row-label" aria-hidden="true">
            <span>{t('azul.floor.with')}</span>
            <span className="az-marker-icon">①</span>
          </span>
          {OPTIONS.slice(COUNTS.length).map((o, k) => radio(o, COUNTS.length + k))}
        </div>
      </div>
    </div>
  );
});
