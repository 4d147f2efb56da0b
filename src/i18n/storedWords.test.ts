// Stored data holds no words: a backup, a share link and a game file made with the app in German or Japanese are
// byte for byte the ones made in English, and none of them holds a message of any catalogue.
import 'fake-indexeddb/auto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { exportJsonParts, gameFileName } from '../db/backup.ts';
import { kindOf, registerCore } from '../db/cores.ts';
import { CalicoDb, saveGame, useDatabase } from '../db/db.ts';
import { parseGameJson as parseAzul } from '../games/azul/core/index.ts';
import { randomGame as randomKaliko } from '../games/kaliko/core/test/random.ts';
import { loadGame } from '../games/registry.ts';
import type { GameDoc } from '../games/types.ts';
import { decode } from '../share/codec.ts';
import { encodeBoard, encodeCopy, encodeJoin } from '../share/payload.ts';
import { exampleGame } from '../test/games.ts';
import { i18n } from './app.ts';
import { loadMessages } from './catalogues.ts';
import { LANGUAGES } from './languages.ts';

const azul = (): GameDoc => {
  const r = parseAzul(/```json\n([\s\S]*?)```/.exec(readFileSync('docs/azul-format.md', 'utf8'))![1]!);
  if (!r.ok) throw new Error(r.problems.map((p) => p.path).join('\n'));
  return r.game;
};
const games = (): GameDoc[] => [exampleGame(), azul(), randomKaliko(3, 2, 6)];

let n = 0;
/** Everything the app writes for players to keep or pass on, made with the app in `lang`. */
async function madeIn(lang: 'en' | 'de' | 'ja'): Promise<string[]> {
  i18n.loadAndActivate({ locale: lang, messages: await loadMessages(lang) });
  useDatabase(new CalicoDb(`stored-words-${n++}`));
  const out: string[] = [];
  for (const doc of games()) {
    const m = await loadGame(kindOf(doc.format)!);
    registerCore(m.core);
    await saveGame(doc, null);
    out.push(gameFileName(doc), JSON.stringify(doc, null, 2)); // a game file, as Review and Send save it
    out.push(await encodeCopy(m, doc));
    if (m.share) out.push(await encodeJoin(m, doc), await encodeBoard(m, doc, 'host-game', 1));
  }
  out.push((await exportJsonParts()).parts.join('')); // the backup
  return out;
}

/** Every message of every catalogue with at least 8 letters of its own words (placeholders and plural forms
 * aside), in any language but English: none of them may be in what is stored. */
function catalogueWords(): string[] {
  const dir = join(import.meta.dirname, 'locales');
  const words = new Set<string>();
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    for (const file of readdirSync(join(dir, lang))) {
      for (const text of Object.values(
        JSON.parse(readFileSync(join(dir, lang, file), 'utf8')) as Record<string, string>,
      )) {
        // Words, not the keys of a select or plural (data codes such as "quatrefoil" are keys too).
        for (const piece of text.split(/\{[^{}]*\}|[{}]/).map((p) => p.trim())) {
          if (
            piece.length >= 8 &&
            /\s|[^\x00-\x7f]/.test(piece) &&
            !/\b(select|plural|selectordinal|other)\b/.test(piece)
          )
            words.add(piece);
        }
      }
    }
  }
  return [...words];
}

describe('stored data holds no words', () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T20:00:00.000Z') });
  afterAll(async () => {
    vi.useRealTimers();
    i18n.loadAndActivate({ locale: 'en', messages: await loadMessages('en') });
  });

  it('a backup, the share links and the game files are the same bytes in German and Japanese as in English', async () => {
    const english = await madeIn('en');
    expect(english.length).toBeGreaterThan(8);
    expect(await madeIn('de')).toEqual(english);
    expect(await madeIn('ja')).toEqual(english);
  });

  it('and hold no message of any catalogue', async () => {
    const made = await madeIn('de');
    const codes = made.filter((s) => /^[A-Za-z0-9_-]+$/.test(s) && s.length > 40);
    const unpacked = await Promise.all(codes.map(async (c) => JSON.stringify(await decode(c))));
    const text = [...made, ...unpacked].join('\n');
    const words = catalogueWords();
    expect(words.length).toBeGreaterThan(1000); // the check has words to look for
    expect(words.some((w) => `${text}\nmuss eine ganze Zahl sein`.includes(w))).toBe(true); // and finds one planted
    const found = words.filter((w) => text.includes(w));
    expect(found).toEqual([]);
  });
});
