// A phone held upright: the board gives up some of its height (down to a floor that keeps every cell easy to tap)
// so that the whole tile picker, pink row included, is on the first screen with it, whatever else is shown above
// it (a note, a warning, German words). Set as --board-h on <main>; the style sheet uses it only upright.
import { useLayoutEffect, type RefObject } from 'react';

const TALLEST = 300;
/** A board of 7 rows this tall keeps its cells some 30 px across. */
const SHORTEST = 230;
const UPRIGHT = '(orientation: portrait) and (max-width: 699px)';

/** `shown`: the screen's <main> is drawn (it is not while the game loads). */
export function useBoardFit(main: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const el = main.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const fit = () => {
      const board = el.querySelector('.board'),
        rows = el.querySelectorAll('.picker-row');
      const last = rows[rows.length - 1];
      // Until the picker comes (a moment after the board: GameScreen) the board keeps its usual height.
      if (!matchMedia(UPRIGHT).matches || !board || !last) return void el.style.removeProperty('--board-h');
      const height = board.getBoundingClientRect().height;
      const over = last.getBoundingClientRect().bottom + scrollY + 4 - innerHeight;
      const want = Math.round(Math.min(TALLEST, Math.max(SHORTEST, height - over)));
      if (Math.abs(want - height) > 1) el.style.setProperty('--board-h', `${want}px`);
    };
    const seen = new ResizeObserver(fit);
    seen.observe(el);
    addEventListener('resize', fit);
    fit();
    return () => {
      seen.disconnect();
      removeEventListener('resize', fit);
    };
  }, [main, shown]);
}
