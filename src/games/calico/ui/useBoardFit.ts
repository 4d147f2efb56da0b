// A phone held upright: the board gives up some of its height (down to a floor that keeps every cell easy to tap)
// so that the whole tile picker, pink row included, is on the first screen with it, whatever else is shown above
// it (a note, a warning, German words). Set as --board-h on <main>; the style sheet uses it only upright.
// Fitted before the board is first painted (the picker is there from the first frame, its drawings a moment
// later: GameScreen), and again before any paint that changes what lies above it: the board never moves under a
// finger once shown.
import { useLayoutEffect, type RefObject } from 'react';

const TALLEST = 300;
/** A board of 7 rows this tall keeps its cells some 30 px across. */
const SHORTEST = 230;
const UPRIGHT = '(orientation: portrait) and (max-width: 699px)';

function fit(el: HTMLElement) {
  if (typeof matchMedia !== 'function') return; // no layout to fit (a test's DOM)
  const board = el.querySelector('.board'),
    rows = el.querySelectorAll('.picker-row');
  const last = rows[rows.length - 1];
  if (!matchMedia(UPRIGHT).matches || !board || !last) return void el.style.removeProperty('--board-h');
  const height = board.getBoundingClientRect().height;
  const over = last.getBoundingClientRect().bottom + scrollY + 4 - innerHeight;
  const want = Math.round(Math.min(TALLEST, Math.max(SHORTEST, height - over)));
  if (Math.abs(want - height) > 1) el.style.setProperty('--board-h', `${want}px`);
}

/** `shown`: the screen's <main> is drawn (it is not while the game loads). */
export function useBoardFit(main: RefObject<HTMLElement | null>, shown: boolean) {
  // Every render of the screen may change what lies above the picker (a notice, a warning, the words): fitted in
  // the same frame, before it is painted.
  useLayoutEffect(() => {
    if (main.current) fit(main.current);
  });
  // What no render tells: the window's size, and the picker's own size (fonts, the browser's text size). The
  // picker is watched, not <main>: fitting changes <main>'s height, which a watcher of it would see again in the
  // same frame (the "ResizeObserver loop" error).
  useLayoutEffect(() => {
    const el = main.current;
    const picker = el?.querySelector('.picker');
    if (!el || !picker || typeof ResizeObserver === 'undefined') return;
    const again = () => fit(el);
    const seen = new ResizeObserver(again);
    seen.observe(picker);
    addEventListener('resize', again);
    return () => {
      seen.disconnect();
      removeEventListener('resize', again);
    };
  }, [main, shown]);
}
