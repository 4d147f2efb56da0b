// Work kept with the object it was done for: the same object asks again, the same answer comes back, and both go
// when the object does (a WeakMap). Used where lists and summaries are handed out as the same objects until they
// change (history's rows, a game's players), so drawing or checking them again computes nothing.

/** `make`, remembered per object it is called with. */
export function keptWith<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const kept = new WeakMap<K, V>();
  return (key) => {
    const had = kept.get(key);
    if (had !== undefined || kept.has(key)) return had as V;
    const value = make(key);
    kept.set(key, value);
    return value;
  };
}
