// Boards between phones, with storage: a player's own game for a seat, and a board put into the host's game.
// Every write goes through src/db/ (one transaction) and the game's own checks (share.withBoard parses the result);
// a board into a game already stored goes through storage's front door (db/save.ts), as a tap's edit does.
import { loadGame, saveGame, type GameRow } from '../db/db.ts';
import { editKey, save } from '../db/save.ts';
import { entryForFormat, entryOf } from '../games/registry.ts';
import type { GameDoc, GameModule } from '../games/types.ts';
import { flushAll } from '../store/saver.ts';
import { stampAfter } from '../store/session.ts';
import { seatGameId } from '../games/shared/seats.ts';
import { problemsInWords } from './payload.ts';
import { msg, type Msg } from '../games/shared/msg.ts';

/** A refusal to put into the player's words (an Error, for code that throws). */
export class Refused extends Error {
  constructor(readonly words: Msg) {
    super(words.id);
  }
}

/** Opens (or first makes) this phone's game for `seat` of the host's game; returns its id. */
export async function joinSeat(m: GameModule, setup: GameDoc, seat: number): Promise<string> {
  const id = seatGameId(setup.id, seat);
  // Game ids are at most 64 characters; the app's own are about 15, an imported game's may be longer.
  if (id.length > 64) throw new Refused(msg('shell.open.idTooLong'));
  const existing = await loadGame(id);
  if (existing && !existing.deletedAt) return id; // a second scan keeps what the player already entered
  const doc = m.share!.seatGame(setup, seat, id, new Date().toISOString());
  const parsed = m.core.parse(doc);
  if (!parsed.ok) throw new Refused(problemsInWords(parsed.problems));
  await saveGame(parsed.game, null);
  return id;
}

export interface BoardPreview {
  ok: true;
  size: Msg;
  points: number;
  /** Cells (Calico) or rounds (Azul) already entered in the host's game that the board would replace. */
  replaced: number;
  note?: Msg;
  /** The board as its game's Thumb draws it. */
  thumb: unknown;
}

/** The board put into the host's game by the board's own game: a crafted link may name a stored game of another
 * kind (the game's code would read it as its own and fail), so that is refused first. */
function withBoard(
  m: GameModule,
  host: GameDoc,
  seat: number,
  board: unknown,
): ReturnType<NonNullable<GameModule['share']>['withBoard']> {
  const hostEntry = entryForFormat(host.format);
  if (hostEntry?.kind !== m.core.kind) {
    return {
      ok: false,
      reason: msg('shell.receive.otherKind', { board: entryOf(m.core.kind).name, game: hostEntry?.name ?? '' }),
    };
  }
  const r = m.share!.withBoard(host, seat, board, stampAfter(host));
  return r;
}

/** What putting `board` in `seat` of the host's game would give, without saving anything. */
export function previewBoard(
  m: GameModule,
  host: GameDoc,
  seat: number,
  board: unknown,
): BoardPreview | { ok: false; reason: Msg } {
  const r = withBoard(m, host, seat, board);
  if (!r.ok) return r;
  const points = m.core.summarise(r.game).players[seat]?.total ?? 0;
  return {
    ok: true,
    size: m.share!.boardSize(r.game, seat),
    points,
    replaced: r.replaced,
    thumb: m.share!.boardThumb(r.game, seat),
    ...(r.note ? { note: r.note } : {}),
  };
}

/** Puts the board into the newest stored host game and shows it in the game's store. */
export async function acceptBoard(
  m: GameModule,
  hostId: string,
  seat: number,
  board: unknown,
): Promise<GameRow | { reason: Msg }> {
  await flushAll(); // this tab's own edits are stored first, so none is written over
  const at = new Date().toISOString();
  // One edit, the board, applied to the newest stored game in one transaction; other tabs showing it are told.
  const { stored, refused } = await save<GameDoc, unknown>(
    hostId,
    [{ edit: board, at, key: editKey(hostId, at) }],
    (doc) => {
      const r = withBoard(m, doc, seat, board);
      return r.ok ? { ok: true, game: r.game } : { ok: false, reason: r.reason };
    },
    { origin: 'tap', journalled: false },
  );
  if (refused[0]) return { reason: refused[0] };
  m.screens.open(stored);
  return { id: hostId, rev: stored.rev, doc: stored.doc, updatedAt: stored.doc.updatedAt };
}
