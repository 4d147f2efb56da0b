// "Add a player" puts the cursor in the new player's name field: the next thing to do is type the name.
import { useEffect, useRef } from 'react';

/** Focuses the field `idOf(count - 1)` when `count` grows (not on the first render). */
export function useFocusAdded(count: number, idOf: (i: number) => string): void {
  const before = useRef(count);
  useEffect(() => {
    if (count > before.current) document.getElementById(idOf(count - 1))?.focus();
    before.current = count;
  }, [count, idOf]);
}
