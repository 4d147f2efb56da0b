// What a player would notice on a screen, as small checks for the screen catalogue. Each returns a list of
// problems in plain words naming the element ("button 'Start game'"); the caller adds the screen and variant.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';

/** A page wider than the screen, or a box poking out of it (a box that scrolls sideways on purpose is fine). */
function sidewaysInPage(): string[] {
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
  const out: string[] = [];
  const doc = document.documentElement;
  if (doc.scrollWidth > doc.clientWidth + 1)
    out.push(`the page is ${doc.scrollWidth} px wide on a ${doc.clientWidth} px screen`);
  const scrolls = (el: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
  for (const el of document.querySelectorAll('body *')) {
    if (el.closest('.visually-hidden, svg *')) continue;
    const r = el.getBoundingClientRect();
    if (!r.width || r.right <= doc.clientWidth + 1) continue;
    // Inside a box that scrolls (or clips) sideways on purpose: that box is what counts.
    let p = el.parentElement;
    let held = false;
    for (; p && p !== document.body; p = p.parentElement)
      if (scrolls(p)) {
        held = true;
        break;
      }
    if (held) continue;
    if (getComputedStyle(el).position === 'fixed' && r.left >= doc.clientWidth) continue;
    out.push(`${name(el)} reaches ${Math.round(r.right)} px on a ${doc.clientWidth} px screen`);
    if (out.length > 5) break;
  }
  return out;
}

export async function sidewaysProblems(page: Page): Promise<string[]> {
  return page.evaluate(sidewaysInPage);
}

/** A box that scrolls sideways with some of its content out of view: on a screen that must fit whole (with the page's
 * own large text), the part past its right edge is cut off for a reader who does not think to scroll it. */
export async function cutOffProblems(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => !el.closest('.visually-hidden, svg'))
      .filter((el) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX))
      .filter((el) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}" shows ${el.clientWidth} px of ${el.scrollWidth} px: the rest is cut off`,
      )
      .slice(0, 6),
  );
}

/**
 * Text squeezed to a letter or two per line (a column too narrow for its words), a word broken mid-word, and
 * text or controls lying over one another.
 */
function textAndOverlapInPage(): string[] {
  const out: string[] = [];
  const visible = (el: Element) => {
    const s = getComputedStyle(el);
    return (
      s.visibility !== 'hidden' &&
      Number(s.opacity) > 0 &&
      !el.closest('.visually-hidden, [hidden], details:not([open]) > :not(summary)')
    );
  };
  const short = (t: string) => `"${t.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  // What shows of a box: boxes that scroll or clip (a picker that scrolls inside itself) hide the rest.
  const clipCache = new Map<Element, DOMRect | null>();
  const clipOf = (el: Element | null): DOMRect | null => {
    if (!el || el === document.body) return null;
    if (clipCache.has(el)) return clipCache.get(el)!;
    const outer = clipOf(el.parentElement);
    const s = getComputedStyle(el);
    let r = outer;
    if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
      const b = el.getBoundingClientRect();
      r = outer
        ? new DOMRect(
            Math.max(b.left, outer.left),
            Math.max(b.top, outer.top),
            Math.min(b.right, outer.right) - Math.max(b.left, outer.left),
            Math.min(b.bottom, outer.bottom) - Math.max(b.top, outer.top),
          )
        : b;
    }
    clipCache.set(el, r);
    return r;
  };
  /** The part of `r` that shows inside `box` and the boxes around it. */
  const shows = (r: DOMRect, box: Element | null): DOMRect | null => {
    const c = clipOf(box);
    if (!c) return r;
    const x = Math.max(r.left, c.left),
      y = Math.max(r.top, c.top),
      w = Math.min(r.right, c.right) - x,
      h = Math.min(r.bottom, c.bottom) - y;
    return w > 1 && h > 1 ? new DOMRect(x, y, w, h) : null;
  };
  const lineTops = (rects: DOMRectList | DOMRect[]) =>
    new Set([...rects].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  // Text leaves: one box per line of each visible text node outside pictures.
  const texts: { node: Text; rects: DOMRect[]; stuck?: boolean }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
    const t = n.data.trim();
    const parent = n.parentElement;
    if (!t || !parent || parent.closest('svg, script, style, option, select, noscript') || !visible(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
    if (!rects.length) continue;
    const showing = rects.map((r) => shows(r, parent)).filter((r): r is DOMRect => !!r);
    if (showing.length) texts.push({ node: n, rects: showing });
    const lines = lineTops(rects);
    if (lines < 2) continue;
    const letters = t.replace(/\s+/g, '').length;
    if (letters / lines <= 2.5) {
      out.push(`text ${short(t)} is squeezed to ${lines} lines of about ${Math.round(letters / lines)} letters`);
      continue;
    }
    // A word broken across lines (hyphens and slashes are fair places to break; a soft hyphen marks one). Chinese
    // and Japanese characters are left out: that text has no spaces, a line may break between any two phrases.
    if (n.data.includes('\u00ad')) continue;
    const re = /[^\s\-/–—\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]{4,}/g;
    for (let m = re.exec(n.data); m; m = re.exec(n.data)) {
      // "][": where the pseudo-locale closes one message and opens one nested in it (a colour in a sentence), a place
      // to break in the words a player reads ("green,").
      if (m[0].includes('][')) continue;
      const w = document.createRange();
      w.setStart(n, m.index);
      w.setEnd(n, m.index + m[0].length);
      if (lineTops(w.getClientRects()) > 1) {
        out.push(`the word "${m[0]}" in ${short(t)} breaks across lines`);
        break;
      }
    }
  }
  // Controls: their own boxes (controls inside pictures overlap by their shape's bounding box: left out).
  const CONTROL =
    'button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [role=radio], [role=checkbox], [role=tab], [role=switch], [role=link]';
  const controls = [...document.querySelectorAll(CONTROL)]
    .filter((el) => !el.closest('svg') && visible(el))
    .map((el) => ({ el, r: shows(el.getBoundingClientRect(), el.parentElement) }))
    .filter((c): c is { el: Element; r: DOMRect } => !!c.r && c.r.width > 1 && c.r.height > 1);
  const over = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
  const label = (el: Element) =>
    `${el.tagName.toLowerCase()} ${short(el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '')}`;
  const seen = new Set<string>();
  const report = (msg: string) => !seen.has(msg) && (seen.add(msg), out.push(msg));
  // A bar stuck to the screen's bottom edge (the Start bar) lies over what scrolls under it, by design: the page
  // scrolls far enough to bring everything out from under it. Notes that float (position: fixed) are not exempt.
  const stuckCache = new Map<Element, boolean>();
  const stuckBelow = (el: Element | null): boolean => {
    if (!el) return false;
    if (!stuckCache.has(el)) {
      const s = getComputedStyle(el);
      stuckCache.set(el, (s.position === 'sticky' && s.bottom !== 'auto') || stuckBelow(el.parentElement));
    }
    return stuckCache.get(el)!;
  };
  // Related: one inside the other, or a control and the label that names it.
  const related = (a: Element, b: Element) =>
    stuckBelow(a) ||
    stuckBelow(b) ||
    a.contains(b) ||
    b.contains(a) ||
    [...((a as HTMLInputElement).labels ?? [])].some((l) => l.contains(b)) ||
    [...((b as HTMLInputElement).labels ?? [])].some((l) => l.contains(a));
  for (let i = 0; i < controls.length; i++) {
    for (let j = i + 1; j < controls.length; j++) {
      const a = controls[i]!,
        b = controls[j]!;
      if (over(a.r, b.r) && !related(a.el, b.el)) report(`${label(a.el)} overlaps ${label(b.el)}`);
    }
  }
  for (const t of texts) t.stuck = stuckBelow(t.node.parentElement!);
  for (let i = 0; i < texts.length; i++) {
    const a = texts[i]!;
    for (let j = i + 1; j < texts.length; j++) {
      const b = texts[j]!;
      if (a.stuck || b.stuck) continue;
      if (a.rects.some((x) => b.rects.some((y) => over(x, y))))
        report(`text ${short(a.node.data)} lies over text ${short(b.node.data)}`);
    }
    for (const c of controls) {
      // The overlap first: it rules out most pairs, and costs far less than finding how two are related.
      if (a.rects.some((x) => over(x, c.r)) && !related(c.el, a.node.parentElement!))
        report(`text ${short(a.node.data)} lies over ${label(c.el)}`);
    }
  }
  return out.slice(0, 12);
}

export async function textAndOverlapProblems(page: Page): Promise<string[]> {
  return page.evaluate(textAndOverlapInPage);
}

/**
 * Every control at least 24×24 CSS px (WCAG 2.2 target size). A link inside a sentence is exempt; a check box or
 * radio button counts with the label wrapped around it (tapping the label works too) but must itself grow with the
 * text (`growWithText`: at 200 % text it is at least 24 px itself).
 */
function targetSizeInPage(grow: boolean): string[] {
  const out: string[] = [];
  const CONTROL =
    'button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [role=radio], [role=checkbox], [role=tab], [role=switch], [role=link]';
  const inSentence = (a: Element) =>
    a.tagName === 'A' &&
    [...(a.parentElement?.childNodes ?? [])].some(
      (n) => n !== a && n.nodeType === Node.TEXT_NODE && /[\p{L}\p{N}]/u.test(n.textContent ?? ''),
    ); // any script's words, Japanese too
  for (const el of document.querySelectorAll(CONTROL)) {
    const s = getComputedStyle(el);
    if (s.visibility === 'hidden' || el.closest('.visually-hidden, [hidden], details:not([open]) > :not(summary)'))
      continue;
    if ((el as HTMLButtonElement).disabled && s.display === 'none') continue;
    let r = el.getBoundingClientRect();
    if (!r.width && !r.height) continue;
    if (inSentence(el)) continue;
    const box = el as HTMLInputElement;
    const tick = box.type === 'radio' || box.type === 'checkbox';
    const name = `${el.tagName.toLowerCase()}${tick ? `[${box.type}]` : ''} "${(el.getAttribute('aria-label') ?? (box.labels?.[0]?.innerText || (el as HTMLElement).innerText || '')).trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    if (tick && grow && (r.width < 23.5 || r.height < 23.5))
      out.push(`${name} stays ${Math.round(r.width)}×${Math.round(r.height)} px at 200 % text`);
    if ((tick && Number(s.opacity) === 0) || tick) {
      const wrap = el.closest('label');
      if (wrap) r = wrap.getBoundingClientRect();
    }
    if (r.width < 23.5 || r.height < 23.5) out.push(`${name} is ${Math.round(r.width)}×${Math.round(r.height)} px`);
  }
  return [...new Set(out)].slice(0, 15);
}

/**
 * Every cell of a board or pattern that can be tapped now (a Calico board's cells, Kaliko's empty cells and the
 * tiles of the play being entered, an Azul wall's cells) is at least 24×24 px on screen. A cell outside its
 * picture's frame (a large Kaliko pattern shows in part) is not on screen to tap, and is not counted.
 */
function boardCellInPage(): string[] {
  const out: string[] = [];
  const cells = document.querySelectorAll<HTMLElement>(
    '.board [data-cell][role=button], .kpattern [data-cell][role=button], .az-wall button:not(:disabled)',
  );
  for (const el of cells) {
    if (el.closest('.visually-hidden, [hidden], details:not([open]) > :not(summary)')) continue;
    const r = el.getBoundingClientRect();
    if (!r.width && !r.height) continue;
    const frame = el.closest('svg')?.getBoundingClientRect();
    if (frame && (r.right <= frame.left || r.left >= frame.right || r.bottom <= frame.top || r.top >= frame.bottom))
      continue;
    if (r.width < 24 || r.height < 24)
      out.push(
        `board cell "${(el.getAttribute('aria-label') ?? '').slice(0, 40)}" is ${Math.round(r.width)}×${Math.round(r.height)} px`,
      );
  }
  return out.slice(0, 5);
}

export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe's serious and critical violations in the page, or null while axe is not in the page yet. A rule whose elements
 * the page has none of is left out (and axe not run when no rule named is left): `target-size` only
 * where some widget is under 24×24 px on its own (a tick inside its label, a link in a sentence) or lies over another,
 * as everywhere else our own target check (every control at least 24×24) is stricter than axe's (which lets a smaller
 * target pass on its spacing); `scrollable-region-focusable` only where a box scrolls by more than 13 px (the
 * only boxes axe looks at). target-size alone is a quarter of the whole set's cost. */
async function axeInPage({ tags, rules }: { tags: string[]; rules?: string[] }): Promise<string[] | null> {
  type Violation = { id: string; impact: string; help: string; nodes: { target: string[] }[] };
  const axe = (window as unknown as { axe?: { run(ctx: Document, o: object): Promise<{ violations: Violation[] }> } })
    .axe;
  if (!axe) return null;
  // axe's widgets, by element and by role (an element with a tab stop is one too).
  const WIDGET =
    'button, a[href], input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex^="-"]), [role=button], [role=link], [role=radio], [role=checkbox], [role=switch], [role=tab], [role=option], [role=menuitem], [role=menuitemradio], [role=menuitemcheckbox], [role=slider], [role=spinbutton], [role=combobox], [role=textbox], [role=searchbox], [role=treeitem], [role=gridcell], [role=scrollbar]';
  const has: Record<string, () => boolean> = {
    'target-size': () => {
      // Not in a picture: axe leaves SVG's elements out (our own check has the board's cells).
      const widgets = [...document.querySelectorAll(WIDGET)]
        .filter((el) => !(el instanceof SVGElement))
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 || r.height > 0);
      if (widgets.some(({ r }) => r.width < 24 || r.height < 24)) return true;
      // Or one lying over another (not inside it), which axe counts as a target made smaller.
      return widgets.some((a, i) =>
        widgets.some(
          (b, j) =>
            j > i &&
            !a.el.contains(b.el) &&
            !b.el.contains(a.el) &&
            Math.min(a.r.right, b.r.right) > Math.max(a.r.left, b.r.left) &&
            Math.min(a.r.bottom, b.r.bottom) > Math.max(a.r.top, b.r.top),
        ),
      );
    },
    'scrollable-region-focusable': () =>
      [...document.querySelectorAll('body *')].some((el) => {
        if (el.matches('select, textarea')) return false;
        const x = el.scrollWidth > el.clientWidth + 13,
          y = el.scrollHeight > el.clientHeight + 13;
        if (!x && !y) return false;
        const s = getComputedStyle(el);
        return (x && ['scroll', 'auto'].includes(s.overflowX)) || (y && ['scroll', 'auto'].includes(s.overflowY));
      }),
  };
  const run = rules?.filter((r) => has[r]?.() ?? true);
  if (run && !run.length) return [];
  // The whole set leaves them out the same way.
  const off = Object.fromEntries(Object.keys(has).map((r) => [r, { enabled: false }]));
  for (const r of Object.keys(has)) if (!run && has[r]!()) delete off[r];
  const options = run
    ? { runOnly: { type: 'rule', values: run } }
    : {
        runOnly: { type: 'tag', values: tags },
        rules: { ...off, 'label-content-name-mismatch': { enabled: true } },
      };
  const r = await axe.run(document, { ...options, resultTypes: ['violations'] });
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.map((n) => n.target.join(' '));
      return `axe ${v.id} (${v.impact}): ${v.help}, ${nodes.length}× e.g. ${nodes.slice(0, 3).join(' | ')}`;
    });
}

/** A fingerprint of the page's markup, less the browser's bar colour (a meta tag that follows the colour scheme): two
 * variants with the same one differ only in how they are drawn. */
function markupInPage(): string {
  const html = document.documentElement.outerHTML.replace(/<meta name="theme-color"[^>]*>/g, '');
  let h1 = 0x811c9dc5,
    h2 = 0;
  for (let i = 0; i < html.length; i++) {
    h1 = Math.imul(h1 ^ html.charCodeAt(i), 0x01000193);
    h2 = (Math.imul(h2, 31) + html.charCodeAt(i)) | 0;
  }
  return `${html.length}:${h1 >>> 0}:${h2 >>> 0}`;
}

/** What `screenProblems` checks, and with which axe rules: all of WCAG 2.2 A/AA, only those named, or only those named
 * while the markup is `markup` (a variant that changes only colours) and all of them otherwise. */
export interface Checks {
  layout?: boolean;
  targets?: { grow: boolean };
  cells?: boolean;
  axe?: 'all' | string[] | { rules: string[]; ifMarkup: string };
  /** The markup's fingerprint wanted (`Found.markup`; '' otherwise). */
  markup?: boolean;
}
export interface Found {
  layout: string[];
  targets: string[];
  cells: string[];
  axe: string[];
  /** The markup's fingerprint as checked. */
  markup: string;
}

/** The page functions travel as source, as page.evaluate sends a function: each stands alone. */
const call = (f: (arg: never) => unknown, arg?: unknown) => `(${f.toString()})(${JSON.stringify(arg ?? null)})`;

/** The checks as a script for the page (an expression: a promise of what they found, or of null while axe is not in
 * the page), to be run alone or as part of a longer script (one round trip each costs time on a busy machine). */
export function checksScript(want: Checks): string {
  const arg = (rules?: string[]) => ({ tags: WCAG, rules });
  const axe = want.axe;
  const axeArg =
    !axe || axe === 'all'
      ? JSON.stringify(arg())
      : Array.isArray(axe)
        ? JSON.stringify(arg(axe))
        : `(markup === ${JSON.stringify(axe.ifMarkup)} ? ${JSON.stringify(arg(axe.rules))} : ${JSON.stringify(arg())})`;
  // Checked in the order they always were, axe last (it reads the page as the other checks leave it).
  return `(async () => {
    if (${!!axe} && !('axe' in window)) return null;
    const markup = ${want.markup || (axe && typeof axe === 'object' && !Array.isArray(axe)) ? call(markupInPage) : "''"};
    const layout = ${want.layout ? `[...${call(sidewaysInPage)}, ...${call(textAndOverlapInPage)}]` : '[]'};
    const targets = ${want.targets ? call(targetSizeInPage as (arg: never) => unknown, want.targets.grow) : '[]'};
    const cells = ${want.cells ? call(boardCellInPage) : '[]'};
    const axe = ${axe ? `await (${axeInPage.toString()})(${axeArg})` : '[]'};
    return { layout, targets, cells, axe, markup };
  })()`;
}

/**
 * The checks of one screen in one round trip to the page (each round trip costs time on a busy machine): sideways,
 * text and overlaps (`layout`), target size (`targets`, with radio buttons and check boxes growing at 200 % text
 * when `grow`), board cells (`cells`) and axe (`axe`: 'all', or only the rules named). Problems by check, in that
 * order. axe is put in the page once per document (screens change by the address's hash, not by loading a page).
 */
export async function screenProblems(page: Page, want: Checks): Promise<Found> {
  const script = checksScript(want);
  for (;;) {
    const r = await page.evaluate<Found | null>(script);
    if (r) return r;
    await page.evaluate(AXE_SOURCE);
  }
}

/** The screen's main action (`el`, or the first of `el`, called `name`) can be reached: scrolled to, it is on screen
 * and nothing lies over its middle. */
export function reachInPage(found: Element | Element[] | undefined, name: string): string[] {
  const el = Array.isArray(found) ? found[0] : found;
  if (!el) return [`${name} is not on the screen`];
  el.scrollIntoView({ block: 'center', inline: 'center' });
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2,
    y = r.top + r.height / 2;
  if (!r.width || !r.height) return [`${name} has no size`];
  if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return [`${name} cannot be scrolled into view`];
  const hit = document.elementFromPoint(x, y);
  if (!hit || !(el.contains(hit) || (hit.contains(el) && hit === el))) {
    const by = hit
      ? `${hit.tagName.toLowerCase()}${typeof hit.className === 'string' && hit.className ? `.${hit.className.trim().split(/\s+/).join('.')}` : ''} "${(hit.textContent ?? '').trim().slice(0, 30)}"`
      : 'nothing';
    return [`${name} is covered by ${by}`];
  }
  return [];
}

/** `reachInPage` for the first element `target` finds. */
export async function reachProblems(target: Locator, what: string): Promise<string[]> {
  // One round trip: the elements are looked for and looked at in the page.
  return target.evaluateAll(reachInPage, what);
}
