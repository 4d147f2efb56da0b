// The app's words in one language, read from its catalogues (src/i18n/locales/) exactly as the app renders them
// (ICU plurals, English for what a language lacks): so a test finds a control by its German or Japanese name.
import type { Language } from '../../src/i18n/languages.ts';
import { nodeI18n } from '../../src/i18n/node.ts';

const HOLE = '\u0001';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class Words {
  private readonly i18n;
  constructor(readonly lang: Language) {
    this.i18n = nodeI18n(lang);
  }

  /** The message as shown. */
  t(id: string, values?: Record<string, string | number>): string {
    return this.i18n._(id, values);
  }

  /** The message's text before the value `open` (a name or a state the test does not spell out), as a RegExp
   * anchored at the start: `starts('azul.check.cell', { row: 1, col: 1 }, 'colour')` → /^Reihe 1, Spalte 1, /. */
  starts(id: string, values: Record<string, string | number>, open: string): RegExp {
    return new RegExp(`^${escape(this.t(id, { ...values, [open]: HOLE }).split(HOLE)[0]!)}`);
  }

  /** The message's text after the value `open`: what a label ends with. */
  ends(id: string, values: Record<string, string | number>, open: string): string {
    return this.t(id, { ...values, [open]: HOLE })
      .split(HOLE)
      .at(-1)!;
  }
}
