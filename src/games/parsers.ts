// Every game's file reader by format name, for code that reads files of any game without the screens (the
// import worker): pure. Problems come in plain words, or as Calico's "path: what is wrong" (put into words by
// the import's own wording).
import { GAME_FORMAT as CALICO_FORMAT, parseGame as parseCalico } from './calico/core/index.ts';
import { GAME_FORMAT as AZUL_FORMAT, parseGame as parseAzul } from './azul/core/index.ts';
import { KALIKO_FORMAT, parseKalikoGame } from './kaliko/core/index.ts';
import type { GameDoc } from './types.ts';

export type FileCheck = { ok: true; game: GameDoc } | { ok: false; errors: string[]; inWords: boolean };

export const PARSERS: Record<string, (x: unknown) => FileCheck> = {
  [CALICO_FORMAT]: (x) => {
    const r = parseCalico(x);
    return r.ok ? r : { ok: false, errors: r.errors, inWords: false };
  },
  [AZUL_FORMAT]: (x) => {
    const r = parseAzul(x);
    return r.ok ? { ok: true, game: r.game as unknown as GameDoc } : { ok: false, errors: r.problems.map((p) => p.words), inWords: true };
  },
  [KALIKO_FORMAT]: (x) => {
    const r = parseKalikoGame(x);
    return r.ok ? { ok: true, game: r.game as unknown as GameDoc } : { ok: false, errors: r.plain, inWords: true };
  },
};

export const KNOWN_FORMATS = Object.keys(PARSERS);
/** A game without a format is read as Calico, the app's first game (whose files always had one). */
export const FORMAT_WHEN_NONE = CALICO_FORMAT;
