// What the command line asks of each game (src/cli/<game>.ts), apart from the scorer that calls them.
import type { Msg } from '../games/shared/msg.ts';

/** A message in the words of the language the CLI was asked for. */
export type Say = (m: Msg) => string;

/** What the CLI does with one game's files. */
export interface GameCli {
  formats: readonly string[];
  /** The file's problems (path: what is wrong), or its breakdown as JSON and as a score pad. */
  score(
    data: unknown,
    file: string,
    say: Say,
  ): { ok: false; errors: string[] } | { ok: true; json: object; text: string };
}
