// A stored game with its game's module, loaded on first use (undefined while loading, null when not here).
import { useEffect, useState } from 'react';
import type { GameRow } from '../db/db.ts';
import { storedGame as loadStored } from '../db/games.ts'; // after start-up's journalled edits
import { entryForFormat, loadGame } from '../games/registry.ts';
import type { GameModule } from '../games/types.ts';

export function useStored(id: string): { row: GameRow; m: GameModule } | null | undefined {
  const [state, setState] = useState<{ row: GameRow; m: GameModule } | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    setState(undefined);
    void (async () => {
      const row = await loadStored(id);
      const entry = row && !row.deletedAt ? entryForFormat(row.doc.format) : undefined;
      if (!row || !entry) return live && setState(null);
      const m = await loadGame(entry.kind);
      if (live) setState({ row, m });
    })();
    return () => void (live = false);
  }, [id]);
  return state;
}

/** A code made asynchronously (CompressionStream is async), or null while it is being made. */
export function useCode(make: (() => Promise<string>) | null, deps: unknown[]): string | null {
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setCode(null);
    if (make) void make().then((c) => live && setCode(c));
    return () => void (live = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return code;
}
