// The pseudo-locale check of the screen catalogue: the screen as it is is switched to the pseudo-locale (accented,
// bracketed, ~40 % longer: "[Ŝćöŕé ţåƀļé !!! !!!]") the way a second tab would switch it, through localStorage,
// with no reload, so every state the catalogue reached (a picker open, a question asked) is checked as it is. Any
// words still in plain English did not come from the catalogues; any layout problem is one a longer language
// brings. Then the screen goes back to English.
import type { Page } from '@playwright/test';

const KEY = 'tile-tally.language';

/** Words a screen may show as they are: what the test itself typed or chose, and names that are never translated. */
export interface Allowed {
  /** Players' names the test entered. */
  names: readonly string[];
}

// Never translated: the app's and the games' names, the BG Stats app, proper names of Calico's cats. Codes (tile
// letters, Kaliko's "SX-RWB", goal labels "AAA-BBB") are caught by their shape below.
const PROPER = [
  'Tile Tally',
  'Calico',
  'Azul',
  'Kaliko',
  'BG Stats',
  'QR',
  'CSV',
  'OK',
  'Millie',
  'Tibbit',
  'Coconut',
  'Cira',
  'Gwenivere',
  'Callie',
  'Rumi',
  'Tecolote',
  'Almond',
  'Leo',
];

// Words still made in English where issue 21 has not reached yet, each named in its closing note: the games'
// stats labels (each game's summary.ts) and the sizes and refusals of its share (share.ts). An entry is removed
// when its words move into the catalogues; nothing else belongs here.
const NOT_YET: readonly RegExp[] = [];

/** In the page: sets (or, with null, clears) the language key and tells the app as the browser tells it of another
 * tab's change (a storage event), then waits for the app to have switched and drawn the screen again. (A real second
 * page of the context was used before: opening it put the app's page in the background, where frames are not drawn,
 * and every switch waited for it.) */
function switchInPage([key, v, lang]: readonly [string, string | null, string]): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const painted = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    const root = document.documentElement;
    // A limit only against a hang (the language never changing), as long as the config gives an action.
    const limit = setTimeout(() => {
      seen.disconnect();
      reject(new Error(`the page's language stayed "${root.lang}", not "${lang}"`));
    }, 120_000);
    const seen = new MutationObserver(() => {
      if (root.lang !== lang) return;
      seen.disconnect();
      clearTimeout(limit);
      painted();
    });
    seen.observe(root, { attributes: true, attributeFilter: ['lang'] });
    if (v === null) localStorage.removeItem(key);
    else localStorage.setItem(key, v);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: v, storageArea: localStorage }));
    if (root.lang === lang) {
      seen.disconnect();
      clearTimeout(limit);
      // React draws the change on its next render; two frames make sure it has been painted.
      painted();
    }
  });
}

/** The page's language for `language` ('de', 'ja', or 'pseudo'). */
const langOf = (language: string) => (language === 'pseudo' ? 'en-XA' : language);

/** A script for the page (an expression: a promise) switching it to `language`, or with null back to the browser's
 * own (`lang`, the page's language before), and waiting for it to be drawn: to be run as part of a longer script. */
export const switchScript = (language: string | null, lang?: string): string =>
  `(${switchInPage.toString()})(${JSON.stringify([KEY, language, language === null ? lang! : langOf(language)])})`;

/** Switches the page (one round trip: each costs time on a busy machine). */
async function switchTo(page: Page, value: string | null, lang: string): Promise<void> {
  await page.evaluate(switchScript(value, lang));
}

/** In the page: visible words and labels that are not pseudo-localised, each with the element it is in (`tokens`:
 * words allowed as they are). */
function englishLeftInPage({ tokens }: { tokens: string[] }): string[] {
  const pageLang = document.documentElement.lang;
  // Dates and units come from Intl, which has no pseudo-locale: English month and weekday names are right there.
  // So do the words Intl joins lists with ("Ana and Ben").
  const intl = new Set<string>();
  for (let m = 0; m < 12; m++) {
    for (const month of ['short', 'long'] as const)
      intl.add(new Date(Date.UTC(2026, m, 1)).toLocaleDateString(pageLang, { month }).replace('.', ''));
  }
  for (let d = 0; d < 7; d++) {
    for (const weekday of ['short', 'long'] as const)
      intl.add(new Date(Date.UTC(2026, 0, 4 + d)).toLocaleDateString(pageLang, { weekday }));
  }
  for (const type of ['conjunction', 'disjunction'] as const) {
    for (const w of new Intl.ListFormat(pageLang, { type }).format(['1', '2']).split(/[\s\d,]+/)) if (w) intl.add(w);
  }
  for (const u of ['AM', 'PM', 'byte', 'bytes', 'kB', 'MB', 'GB', 'TB']) intl.add(u);
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const keep = new RegExp(`(^|[^\\p{L}])(${[...tokens, ...intl].map(escape).join('|')})(?=$|[^\\p{L}])`, 'gu');
  // Codes: "SX-RWB", "AAA-BBB", "AAAA-BB" (Kaliko tiles, Calico goals), a Calico tile's colour and pattern letters
  // ("Ys", "Bd") beside other words, "1,2" and such.
  const code = /(^|[^\p{L}])([A-Z]{1,4}(?:-[A-Z]{1,4})+|[BGYNPK][sdfvqr])(?=$|[^\p{L}])/gu;
  // A cell or tile showing its code alone ("B", "Bd"), a goal's label ("AAABBC").
  const tileLetters = /^(?:(?:[A-Za-z]{1,2}\s?){1,2}|[A-Z]{2,6})$/;
  // Codes first: a code may hold a word that is kept elsewhere ("TB-RWB" holds "TB", a unit).
  const english = (text: string) =>
    !tileLetters.test(text) && /[A-Za-z]/.test(text.replace(code, '$1').replace(keep, '$1'));
  const visible = (el: Element) => {
    const s = getComputedStyle(el);
    return (
      s.display !== 'none' && s.visibility !== 'hidden' && !el.closest('[hidden], details:not([open]) > :not(summary)')
    );
  };
  // Another language on purpose (Settings names each language in itself), or marked as never translated
  // (translate="no": the app's name, its version).
  const ownLang = (el: Element) => {
    const l = el.closest('[lang]');
    return (
      !!el.closest('[translate=no]') || (!!l && l !== document.documentElement && l.getAttribute('lang') !== pageLang)
    );
  };
  const where = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : ''}`;
  const out = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
    const parent = n.parentElement;
    const t = n.data.trim();
    if (!t || !parent || parent.closest('script, style, noscript') || !visible(parent) || ownLang(parent)) continue;
    // Screen-reader text counts too (visually hidden, it is still what a blind player hears).
    if (english(t)) out.add(`${where(parent)}: "${t.slice(0, 60)}"`);
  }
  for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
    if (!visible(el) || ownLang(el)) continue;
    for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
      const v = el.getAttribute(a)?.trim();
      if (v && english(v)) out.add(`${where(el)} [${a}]: "${v.slice(0, 60)}"`);
    }
  }
  return [...out].slice(0, 60);
}

/** `englishLeftInPage` as a script for the page (an expression), to be run as part of a longer script. */
export const englishLeftScript = (allowed: Allowed): string =>
  `(${englishLeftInPage.toString()})(${JSON.stringify({ tokens: [...allowed.names, ...PROPER].sort((a, b) => b.length - a.length) })})`;

/** Runs `look` with the screen as it is switched to a language ('de', 'ja', or 'pseudo'), then back to the language
 * it was in. */
export async function inLanguage(page: Page, language: string, look: () => Promise<void>): Promise<void> {
  const before = await page.evaluate(() => document.documentElement.lang);
  await switchTo(page, language, langOf(language));
  try {
    await look();
  } finally {
    await switchTo(page, null, before);
  }
}

/** What the pseudo-locale brought (`englishLeftScript`'s words still in English, when they were looked for, and the
 * layout checks' problems in it) in plain words. */
export function pseudoFound(english: string[], layout: string[]): string[] {
  const left = english.filter((e) => !NOT_YET.some((r) => r.test(e))).slice(0, 12);
  return [...left.map((e) => `not pseudo-localised: ${e}`), ...layout.map((p) => `in the pseudo-locale: ${p}`)];
}
