// Every catalogue is complete and every message in it is used: each language has exactly English's ids, each
// message is valid ICU with English's placeholders, and each English id appears somewhere in the app's sources.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';

const AREAS = ['shell', 'games', 'cores'] as const;
const locales = join(import.meta.dirname, 'locales');
const src = join(import.meta.dirname, '..');
const read = (lang: string, area: string) =>
  JSON.parse(readFileSync(join(locales, lang, `${area}.json`), 'utf8')) as Record<string, string>;

/** The placeholders of a message ({name}, {count, plural, …}, nested ones too), sorted; throws on invalid ICU.
 * `shown`: only those whose value shows in the words (a plural or select whose forms never write `#` only chooses
 * the words: a language without plural forms, like Japanese, may leave it out). */
export function placeholders(message: string, which: 'all' | 'shown' | 'shownOrPlural' = 'all'): string[] {
  const found = new Set<string>();
  const hash = (tokens: Token[]): boolean => tokens.some((t) => t.type === 'octothorpe');
  const walk = (tokens: Token[]) => {
    for (const t of tokens) {
      if (t.type === 'argument' || t.type === 'function') found.add(t.arg);
      if (t.type === 'plural' || t.type === 'select' || t.type === 'selectordinal') {
        if (
          which === 'all' ||
          t.cases.some((c) => hash(c.tokens)) ||
          (which === 'shownOrPlural' && t.type !== 'select')
        )
          found.add(t.arg);
        for (const c of t.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/** The ids the sources name: quoted dotted strings, and the fixed start of ids built at run time
 * (`core.calico.color.${c}`, 'shell.theme.' + t), which count for every id that starts so. */
export function idsInSources(text: string): { exact: Set<string>; prefixes: string[] } {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  for (const [, , s] of text.matchAll(/(['"`])([a-z][\w-]*(?:\.[\w-]+)+\.?)\1/g)) {
    if (s!.endsWith('.')) prefixes.push(s!);
    else exact.add(s!);
  }
  for (const [, s] of text.matchAll(/`([a-z][\w-]*(?:\.[\w-]*)+)\$\{/g)) if (s!.includes('.')) prefixes.push(s!);
  return { exact, prefixes };
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'locales' || e.name === 'test' ? [] : sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe.each(AREAS)('the %s catalogue', (area) => {
  const english = read('en', area);
  it.each(LANGUAGES.filter((l) => l !== 'en'))('in %s has exactly the ids English has', (lang) => {
    const mine = read(lang, area);
    expect({
      missing: Object.keys(english).filter((id) => !(id in mine)),
      extra: Object.keys(mine).filter((id) => !(id in english)),
    }).toEqual({ missing: [], extra: [] });
  });

  it.each(LANGUAGES)('in %s: every message is ICU with the placeholders English has', (lang) => {
    const mine = read(lang, area);
    const bad: string[] = [];
    for (const [id, text] of Object.entries(mine)) {
      try {
        if (!text.trim()) {
          bad.push(`${id}: empty`);
          continue;
        }
        const have = placeholders(text);
        if (!(id in english)) continue; // reported as an extra id
        const all = placeholders(english[id]!),
          shown = placeholders(english[id]!, 'shown');
        // A language may choose words by a value English does not need (a select on a colour's id, for agreement).
        const unknown = placeholders(text, 'shownOrPlural').filter((p) => !all.includes(p)),
          lost = shown.filter((p) => !have.includes(p));
        if (unknown.length || lost.length) bad.push(`${id}: {${have}} where English has {${all}}`);
      } catch (e) {
        bad.push(`${id}: not ICU (${(e as Error).message.split('\n')[0]})`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('has no id that the sources never use', () => {
    const used = sources(src).map((f) => idsInSources(readFileSync(f, 'utf8')));
    const exact = new Set(used.flatMap((u) => [...u.exact]));
    const prefixes = used.flatMap((u) => u.prefixes);
    const unused = Object.keys(english).filter((id) => !exact.has(id) && !prefixes.some((p) => id.startsWith(p)));
    expect(unused, `ids not found in ${relative(process.cwd(), src)}`).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('read placeholders inside plurals and refuse broken ICU', () => {
    expect(placeholders('{count, plural, one {# point for {name}} other {# points}}')).toEqual(['count', 'name']);
    expect(() => placeholders('{count, plural, one {x}')).toThrow();
    // A plural that only chooses the words (no #) may be left out by a language without plural forms.
    expect(placeholders('{count, plural, one {row {rows}} other {rows {rows}}}', 'shown')).toEqual(['rows']);
    // A select only chooses words (German agreement on a colour's id); what shows is still checked.
    expect(placeholders('Alle {id, select, blue {blauen} other {{color}}} Fliesen', 'shownOrPlural')).toEqual([
      'color',
    ]);
  });
  it('find ids, and built ids by their fixed start', () => {
    const u = idsInSources("t('shell.home.title'); m(`core.calico.color.${c}`); t('shell.theme.' + x); x = 'a.b';");
    expect([...u.exact]).toContain('shell.home.title');
    expect(u.prefixes).toEqual(expect.arrayContaining(['core.calico.color.', 'shell.theme.']));
  });
});
