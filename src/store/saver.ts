// Saving one open game through storage's front door (db/save.ts): each edit is kept and starts its own write in the
// same task as the tap (the browser runs the writes in the order they were started), applied to the newest stored
// game. Edits whose write failed (a full disk) are kept, shown, stashed, and written again in order: on a timer and
// before any newer edit.
import { editKey, keep, keepUnsaved, save, SaveError } from '../db/save.ts';
import type { GameCore, GameDoc, GameKind, StoredGame } from '../games/types.ts';
import type { Msg } from '../games/shared/msg.ts';

export interface PendingEdit<E = unknown> {
  edit: E;
  at: string;
  failed: boolean;
  /** Its journal entry. */
  key: string;
}

export interface SaverEvents<D extends GameDoc = GameDoc> {
  /** A write committed. `refused` says why edits of it could not apply to the stored game (another tab). */
  committed(stored: StoredGame<D>, refused: Msg[]): void;
  failed(error: SaveError): void;
  /** A write has not answered for a while (a full disk can hold one for long): the player is told, nothing is
   * decided by it; the write goes on and reports as usual. */
  slow(): void;
  /** The game was deleted (in another tab): nothing more is written. */
  deleted(): void;
  /** The game is gone altogether (another tab removed it as blank): the edits wait, failed, to be written again
   * with the game (reseed). */
  removed(): void;
}

const RETRY_MS = 3000;
/** How long a write may take before the player is told it is slow: well above a healthy write under load. */
const SLOW_MS = 1000;

export class Saver<D extends GameDoc = GameDoc, E = unknown> {
  private pending: PendingEdit<E>[] = [];
  private writes = new Set<Promise<void>>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private committedAt = new Map<string, string>();
  private events: SaverEvents<D> | null = null;

  constructor(
    readonly id: string,
    private seed: D | null,
    private core: GameCore<D, E>,
  ) {
    if (!seed) return;
    keep(id, [], seed);
    this.write([]);
  }

  /** The open screen hears of this game's writes; a detached saver goes on writing (and retrying) silently. */
  attach(events: SaverEvents<D> | null): void {
    this.events = events;
    if (!events && !this.pending.length && !this.seed && !this.writes.size) savers.delete(this.id);
  }

  /** Edits not yet committed, oldest first: what the screen shows on top of the stored game. */
  get waiting(): readonly PendingEdit<E>[] {
    return this.pending;
  }

  /** `applied`: the game on screen the edit was applied to, and the result (what the door writes as it is when the
   * stored game is that one). */
  send(edit: E, at: string, applied?: { before: D; game: D }): void {
    const p: PendingEdit<E> = { edit, at, failed: false, key: editKey(this.id, at) };
    keep(this.id, [p]); // first: on disk within milliseconds, whatever the page does next
    const failed = this.takeFailed();
    this.pending.push(p);
    this.write([...failed, p], failed.length ? undefined : applied);
  }

  /** Writes the edits whose write failed again now. */
  retry(): void {
    clearTimeout(this.timer);
    const failed = this.takeFailed();
    if (failed.length || this.seed) this.write(failed);
  }

  /** The game is gone from storage (another tab removed it as blank) while open here: it is written again from
   * `doc`, with the edits that could not be written meanwhile on top. */
  reseed(doc: D): void {
    this.seed = doc;
    keep(this.id, [], doc);
    this.retry();
  }

  get kind(): GameKind {
    return this.core.kind;
  }

  get hasSeed(): boolean {
    return this.seed !== null;
  }

  get hasFailed(): boolean {
    return this.pending.some((p) => p.failed);
  }

  /** The failed edits to write again, in order, less those a newer committed edit has overtaken. */
  private takeFailed(): PendingEdit<E>[] {
    const overtaken = (p: PendingEdit<E>) => {
      const t = this.core.targetOf?.(p.edit) ?? null;
      return t !== null && (this.committedAt.get(t) ?? '') > p.at;
    };
    this.pending = this.pending.filter((p) => !(p.failed && overtaken(p)));
    const failed = this.pending.filter((p) => p.failed);
    for (const f of failed) f.failed = false;
    return failed;
  }

  /** Resolves when every write started so far has finished. */
  async flush(): Promise<void> {
    while (this.writes.size) await Promise.allSettled([...this.writes]);
  }

  private write(batch: PendingEdit<E>[], applied?: { before: D; game: D }): void {
    this.stash();
    const start = performance.now();
    const slow = setTimeout(() => this.events?.slow(), SLOW_MS);
    const w = save(this.id, batch, this.core.applyEdit, { seed: this.seed, origin: 'tap', applied })
      .then(({ stored, refused }) => {
        performance.clearMeasures('save');
        performance.measure('save', { start, end: performance.now() }); // read by bench/ (tap → committed write)
        this.seed = null;
        this.pending = this.pending.filter((p) => !batch.includes(p));
        for (const p of batch) {
          const t = this.core.targetOf?.(p.edit) ?? null;
          if (t && (this.committedAt.get(t) ?? '') < p.at) this.committedAt.set(t, p.at);
        }
        this.stash();
        this.events?.committed(stored, refused);
      })
      .catch((e: unknown) => {
        const err = e instanceof SaveError ? e : new SaveError(String(e), 'other');
        if (err.kind === 'deleted' || err.kind === 'removed') {
          // Kept, not retried here: deleted, they are written if the player restores the game (retry) and
          // dropped at the next start if it stays deleted; removed as blank, the session writes the game again
          // with them (reseed).
          for (const p of batch) p.failed = true;
          this.seed = null;
          this.stash();
          if (err.kind === 'deleted') this.events?.deleted();
          else this.events?.removed();
          return;
        }
        for (const p of batch) p.failed = true;
        this.stash();
        this.events?.failed(err);
        clearTimeout(this.timer);
        this.timer = setTimeout(() => this.retry(), RETRY_MS);
      })
      .finally(() => {
        clearTimeout(slow);
        this.writes.delete(w);
        if (!this.events && !this.pending.length && !this.seed) savers.delete(this.id);
      });
    this.writes.add(w);
  }

  private stash(): void {
    keepUnsaved(this.id, this.seed, this.pending);
  }
}

// One saver per game for the life of the tab: leaving a game whose edits wait for space keeps them being retried.
const savers = new Map<string, Saver<never, never>>();

export function saverFor<D extends GameDoc, E>(id: string, seed: D | null, core: GameCore<D, E>): Saver<D, E> {
  let s = savers.get(id) as Saver<D, E> | undefined;
  if (!s) savers.set(id, (s = new Saver(id, seed, core)) as unknown as Saver<never, never>);
  return s;
}

/** Resolves when every write of every game started so far has finished. */
export async function flushAll(): Promise<void> {
  await Promise.all([...savers.values()].map((s) => s.flush()));
}

/** The kind of game `id` is when this tab is saving it (open now, or its edits wait for space); null otherwise. */
export function openKind(id: string): GameKind | null {
  return savers.get(id)?.kind ?? null;
}

/** This tab still has edits (or the new game itself) of this game to write: it must not be treated as empty. */
export function hasUnsaved(id: string): boolean {
  const s = savers.get(id);
  return !!s && (s.waiting.length > 0 || s.hasSeed);
}
