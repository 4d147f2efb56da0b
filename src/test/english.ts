// Messages in English for tests that read what a player or a tool is told (the catalogues as the CLI loads them).
import type { Msg } from '../games/shared/msg.ts';
import type { FileProblem } from '../games/shared/issues.ts';
import { nodeI18n } from '../i18n/node.ts';
import { renderMsg } from '../i18n/render.ts';

const en = nodeI18n('en');

/** A message in English. */
export const inEnglish = (m: Msg): string => renderMsg(en, m);

/** A file's problems as the CLI prints them: "path: what is wrong". */
export const pathErrors = (problems: readonly FileProblem[]): string[] =>
  problems.map((p) => (p.path ? `${p.path}: ${inEnglish(p.what)}` : inEnglish(p.what)));

/** A file's problems as a player reads them ("Round 4, Ben: …"). */
export const playerWords = (problems: readonly FileProblem[]): string[] =>
  problems.map((p) => {
    const s = inEnglish(p.words);
    return s.charAt(0).toUpperCase() + s.slice(1);
  });
