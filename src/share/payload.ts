// What a link carries (docs/sharing.md): a game's setup for players joining, one player's board for the host, or a
// whole game to copy. The envelope is checked here; the game inside is checked by its own game's parser, like a
// file being imported.
import * as v from 'valibot';
import { entryForFormat, loadGame } from '../games/registry.ts';
import type { GameDoc, GameModule } from '../games/types.ts';
import { decode, encode } from './codec.ts';
import type { LinkKind } from './links.ts';
import { msg, type Msg } from '../games/shared/msg.ts';
import { problemList, type FileProblem } from '../games/shared/issues.ts';

const Envelope = v.variant('k', [
  v.object({ k: v.literal('join'), f: v.string(), g: v.unknown() }),
  v.object({ k: v.literal('copy'), f: v.string(), g: v.unknown() }),
  v.object({
    k: v.literal('board'),
    f: v.string(),
    id: v.string(),
    seat: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(7)),
    name: v.string(),
    b: v.unknown(),
  }),
]);

export type Received =
  | { kind: 'join' | 'copy'; module: GameModule; game: GameDoc }
  | { kind: 'board'; module: GameModule; format: string; gameId: string; seat: number; name: string; board: unknown };

export type ReadResult = { ok: true; value: Received } | { ok: false; message: Msg };

const packed = (m: GameModule, doc: GameDoc): unknown => m.share?.pack?.(doc) ?? doc;

/** The setup players join: its last change is its start (a seat game gets times of its own), one date fewer to carry. */
export const encodeJoin = (m: GameModule, doc: GameDoc): Promise<string> => {
  const setup = m.share!.setup(doc);
  return encode({ k: 'join', f: doc.format, g: packed(m, { ...setup, updatedAt: setup.createdAt }) });
};
export const encodeCopy = (m: GameModule, doc: GameDoc): Promise<string> =>
  encode({ k: 'copy', f: doc.format, g: packed(m, doc) });
/** The board of a player's own game (seat 0) for the host's game `hostId`, where that player sits at `seat`. */
export const encodeBoard = (m: GameModule, doc: GameDoc, hostId: string, seat: number): Promise<string> =>
  encode({ k: 'board', f: doc.format, id: hostId, seat, name: doc.players[0]!.name, b: m.share!.board(doc, 0) });

/** Reads a code of a link: never throws; every refusal is one sentence for the player (a message: words are the
 * screen's). */
export async function readCode(code: string, expect?: LinkKind): Promise<ReadResult> {
  const d = await decode(code);
  if (!d.ok) return d;
  const env = v.safeParse(Envelope, d.value);
  if (!env.success) return { ok: false, message: msg('shell.link.unknown') };
  const e = env.output;
  if (expect && e.k !== expect)
    return { ok: false, message: msg('shell.link.wrongKind', { is: e.k, expected: expect }) };
  const entry = entryForFormat(e.f);
  if (!entry) return { ok: false, message: msg('shell.link.unknownGame') };
  const module = await loadGame(entry.kind);
  if (e.k === 'board') {
    if (!module.share) return { ok: false, message: msg('shell.link.noBoards', { game: entry.name }) };
    return {
      ok: true,
      value: { kind: 'board', module, format: e.f, gameId: e.id, seat: e.seat, name: e.name, board: e.b },
    };
  }
  const parsed = module.core.parse(module.share?.unpack?.(e.g) ?? e.g);
  if (!parsed.ok)
    return {
      ok: false,
      message: msg('shell.link.problems', { game: entry.name, problems: problemsInWords(parsed.problems) }),
    };
  return { ok: true, value: { kind: e.k, module, game: parsed.game } };
}

/** A game's first problems for a player, in words (where and what; names in them are at most 40 characters). */
export const problemsInWords = (problems: readonly FileProblem[]): Msg =>
  problemList(problems.slice(0, 3).map((p) => p.words));
