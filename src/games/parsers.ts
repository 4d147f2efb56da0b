// Every game's file reader by format name, for code that reads files of any game without the screens (the
// import worker): pure. Problems are messages (where in words, and what), put into words by the page.
import { GAME_FORMAT as CALICO_FORMAT, parseGame as parseCalico } from './calico/core/index.ts';
import { GAME_FORMAT as AZUL_FORMAT, parseGame as parseAzul } from './azul/core/index.ts';
import { KALIKO_FORMAT, parseKalikoGame } from './kaliko/core/index.ts';
import type { GameDoc, ParseResult } from './types.ts';

export type FileCheck = ParseResult<GameDoc>;

export const PARSERS: Record<string, (x: unknown) => FileCheck> = {
  [CALICO_FORMAT]: parseCalico,
  [AZUL_FORMAT]: (x) => parseAzul(x) as FileCheck,
  [KALIKO_FORMAT]: (x) => parseKalikoGame(x) as FileCheck,
};

export const KNOWN_FORMATS = Object.keys(PARSERS);
/** A game without a format is read as Calico, the app's first game (whose files always had one). */
export const FORMAT_WHEN_NONE = CALICO_FORMAT;
