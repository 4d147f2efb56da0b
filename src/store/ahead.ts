// Another phone's change drawn the moment it arrives: a game as the group's log has it, handed to the screen that
// shows it before it is stored. Storing it (db/save.ts adopt) follows as before; the screen then finds it already
// shows that game and draws nothing again. Only for a game this tab has no edits of its own on the way.
import type { GameDoc } from '../games/types.ts';

export interface AheadViewer {
  /** Shows this game now, and would take another phone's version of it. */
  wants(id: string): boolean;
  show(doc: GameDoc): void;
}

const viewers = new Set<AheadViewer>();

/** Registers a screen's session; returns a function that stops. */
export function watchAhead(v: AheadViewer): () => void {
  viewers.add(v);
  return () => viewers.delete(v);
}

/** Whether an open screen would take this game ahead of storage (the log then works out its state). */
export const wantsAhead = (id: string): boolean => [...viewers].some((v) => v.wants(id));

export function showAhead(doc: GameDoc): void {
  for (const v of viewers) if (v.wants(doc.id)) v.show(doc);
}
