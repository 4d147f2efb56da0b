// The games' pure cores as storage is given them at start-up (main.tsx; src/test/start.ts in unit tests). Storage
// knows no game: it summarises a document, applies its edits and asks whether it is blank with the code of the
// game the document belongs to. Cores load on first use, and a transaction cannot wait for code to load, so
// callers load the cores of the documents they hold first (loadCoresOf), then use them synchronously (coreOf).
import type { CoreEntry, GameCore, GameDoc, GameKind } from '../games/types.ts';

let entries: readonly CoreEntry[] = [];
const loaded = new Map<GameKind, GameCore>();

/** Tells storage which games there are and how to load their cores (once, at start-up). */
export function provideCores(list: readonly CoreEntry[]): void {
  entries = list;
}

/** The game a file format belongs to; undefined for a format no game reads. */
export const kindOf = (format: string): GameKind | undefined => entries.find((e) => e.formats.includes(format))?.kind;

/** Loads the cores of every game among `docs` (before a transaction that must summarise them). */
export async function loadCoresOf(docs: readonly { format: string }[]): Promise<void> {
  const kinds = new Set(docs.map((d) => kindOf(d.format)).filter((k): k is GameKind => !!k && !loaded.has(k)));
  await Promise.all(entries.filter((e) => kinds.has(e.kind)).map(async (e) => registerCore(await e.load())));
}

/** The core of a document's game, loaded before; throws when it was not. */
export function coreOf<D extends GameDoc>(doc: { format: string }): GameCore<D> {
  const kind = kindOf(doc.format);
  const core = kind && loaded.get(kind);
  if (!core) throw new Error(`the game for format "${doc.format}" is not loaded`);
  return core as unknown as GameCore<D>;
}

/** Registers a core already imported (a game's store saves with its own core). */
export function registerCore<D extends GameDoc, E>(core: GameCore<D, E>): void {
  loaded.set(core.kind, core as unknown as GameCore);
}

/** Loads every game's core (the group sync folds games of any kind). */
export async function loadAllCores(): Promise<void> {
  await Promise.all(entries.filter((e) => !loaded.has(e.kind)).map(async (e) => registerCore(await e.load())));
}

/** The loaded core reading a file format, if any. */
export const coreOfFormat = (format: string): GameCore | undefined => {
  const kind = kindOf(format);
  return kind && loaded.get(kind);
};
