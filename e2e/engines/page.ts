// The part of Playwright's Page and Locator that the page objects (e2e/pages/) use, over a WebDriver client
// (driver.ts): so Firefox ESR and WebKitGTK are driven by the same page objects as Chromium, not a second copy of
// every locator. Locators are found inside the page by Testing Library's queries (@testing-library/dom: roles and
// accessible names as the ARIA specs compute them, labels, text), with Playwright's matching rules: a string name
// is a case-insensitive part of the name unless `exact`, a RegExp is tested against it; actions need exactly one
// visible element and wait for it. Anything else a page object calls fails at once, naming what is missing.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { Driver, ElementRef } from './driver.ts';

type Text = { s: string } | { re: string; flags: string };
type Step =
  | { by: 'role'; role: string; name?: Text; exact?: boolean; level?: number; checked?: boolean }
  | { by: 'label'; text: Text; exact?: boolean }
  | { by: 'text'; text: Text; exact?: boolean }
  | { by: 'testid'; id: string }
  | { by: 'css'; selector: string; hasText?: Text }
  | { by: 'filter'; hasText: Text }
  | { by: 'nth'; index: number };

const text = (t: string | RegExp): Text => (typeof t === 'string' ? { s: t } : { re: t.source, flags: t.flags });

const TESTING_LIBRARY = readFileSync(
  createRequire(import.meta.url).resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
  'utf8',
);

/** Runs in the page: the elements the steps find, or 'no-library' when Testing Library is not loaded yet. */
const FIND = String((steps: Step[]) => {
  const TL = (window as unknown as { TestingLibraryDom?: typeof import('@testing-library/dom') }).TestingLibraryDom;
  if (!TL) return 'no-library';
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
  const matcher = (t: Text, exact?: boolean) => (s: string) =>
    're' in t
      ? new RegExp(t.re, t.flags).test(norm(s))
      : exact
        ? norm(s) === norm(t.s)
        : norm(s).toLowerCase().includes(norm(t.s).toLowerCase());
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  let found: Element[] = [document.documentElement];
  for (const st of steps) {
    if (st.by === 'nth') {
      const el = st.index < 0 ? found.at(st.index) : found[st.index];
      found = el ? [el] : [];
      continue;
    }
    if (st.by === 'filter') {
      found = found.filter((el) => matcher(st.hasText)(el.textContent ?? ''));
      continue;
    }
    const next = new Set<Element>();
    for (const root of found) {
      let list: Element[];
      if (st.by === 'role')
        list = TL.queryAllByRole(root as HTMLElement, st.role, {
          name: st.name ? (n: string) => matcher(st.name!, st.exact)(n) : undefined,
          level: st.level,
          checked: st.checked,
        });
      else if (st.by === 'label')
        list = TL.queryAllByLabelText(root as HTMLElement, (_c, el) => {
          const labels = [
            el?.getAttribute('aria-label'),
            ...[...((el as HTMLInputElement | null)?.labels ?? [])].map((l) => l.textContent),
            ...(el?.getAttribute('aria-labelledby') ?? '')
              .split(/\s+/)
              .map((id) => (id ? document.getElementById(id)?.textContent : null)),
          ];
          return labels.some((l) => l != null && matcher(st.text, st.exact)(l));
        }).filter(visible);
      else if (st.by === 'text') {
        // As Playwright: the innermost elements whose text matches (not every ancestor holding it too).
        const hits = [...root.querySelectorAll('*')].filter(
          (el) => !el.closest('script, style') && matcher(st.text, st.exact)(el.textContent ?? ''),
        );
        list = hits.filter((el) => ![...el.children].some((c) => hits.includes(c))).filter(visible);
      } else if (st.by === 'testid') list = [...root.querySelectorAll(`[data-testid="${CSS.escape(st.id)}"]`)];
      else {
        list = [...root.querySelectorAll(st.selector)];
        if (st.hasText) list = list.filter((el) => matcher(st.hasText!)(el.textContent ?? ''));
      }
      for (const el of list) next.add(el);
    }
    // Document order, as Playwright returns them.
    found = [...next].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  }
  return found;
});

const WAIT_MS = 60_000;
const ACTION_MS = 120_000;

export class EngineLocator {
  constructor(
    private readonly p: EnginePage,
    readonly steps: Step[],
  ) {}

  private with(step: Step) {
    return new EngineLocator(this.p, [...this.steps, step]);
  }
  getByRole(role: string, o: { name?: string | RegExp; exact?: boolean; level?: number; checked?: boolean } = {}) {
    return this.with({
      by: 'role',
      role,
      name: o.name === undefined ? undefined : text(o.name),
      exact: o.exact,
      level: o.level,
      checked: o.checked,
    });
  }
  getByLabel(t: string | RegExp, o: { exact?: boolean } = {}) {
    return this.with({ by: 'label', text: text(t), exact: o.exact });
  }
  getByText(t: string | RegExp, o: { exact?: boolean } = {}) {
    return this.with({ by: 'text', text: text(t), exact: o.exact });
  }
  getByTestId(id: string) {
    return this.with({ by: 'testid', id });
  }
  locator(selector: string, o: { hasText?: string | RegExp } = {}) {
    return this.with({ by: 'css', selector, hasText: o.hasText === undefined ? undefined : text(o.hasText) });
  }
  filter(o: { hasText: string | RegExp }) {
    return this.with({ by: 'filter', hasText: text(o.hasText) });
  }
  first() {
    return this.with({ by: 'nth', index: 0 });
  }
  last() {
    return this.with({ by: 'nth', index: -1 });
  }
  nth(index: number) {
    return this.with({ by: 'nth', index });
  }

  toString() {
    return JSON.stringify(this.steps);
  }

  /** How many elements the locator finds now. */
  count(): Promise<number> {
    return this.p.run<number>(`(found) => found.length`, this.steps);
  }
  async isVisible(): Promise<boolean> {
    return this.p.run<boolean>(
      `(found) => found.some((el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'; })`,
      this.steps,
    );
  }
  /** Waits for the element: visible (the default), attached, or gone (hidden / detached). */
  async waitFor(o: { state?: 'visible' | 'attached' | 'hidden' | 'detached'; timeout?: number } = {}) {
    const state = o.state ?? 'visible';
    await this.p.until(`${state}: ${this}`, o.timeout ?? ACTION_MS, async (saw) => {
      const n = await this.count();
      saw(`${n} element${n === 1 ? '' : 's'}`);
      if (state === 'attached') return n > 0;
      if (state === 'detached') return n === 0;
      const v = await this.isVisible();
      if (n > 0) saw(`${n} element${n === 1 ? '' : 's'}, ${v ? 'one visible' : 'none visible'}`);
      return state === 'visible' ? v : !v;
    });
  }
  /** The one element (strict, as Playwright's actions), visible and enabled, scrolled into view. */
  private async target(what: string): Promise<ElementRef> {
    let el: ElementRef | null = null;
    await this.p.until(`${what}: ${this}`, ACTION_MS, async (saw) => {
      const n = await this.count();
      if (n > 1) throw new Error(`${what}: ${n} elements match ${this}`);
      saw(n === 0 ? 'no element' : 'one element, hidden, disabled or inert');
      if (n === 0) return false;
      el = await this.p.element(
        `(found) => { const el = found[0]; const r = el.getBoundingClientRect();
          if (!(r.width > 0 && r.height > 0) || getComputedStyle(el).visibility === 'hidden' || el.closest('[disabled],[inert]')) return null;
          el.scrollIntoView({ block: 'center', inline: 'center' }); return el; }`,
        this.steps,
      );
      return el !== null;
    });
    return el!;
  }
  async click() {
    await this.p.driver.click(await this.target('click'));
  }
  async check() {
    if (!(await this.isChecked())) await this.click();
  }
  async isChecked(): Promise<boolean> {
    await this.target('isChecked');
    return this.p.run<boolean>(
      `(found) => found[0].checked ?? found[0].getAttribute('aria-checked') === 'true'`,
      this.steps,
    );
  }
  /** Empties the field, then types the text with real key presses (as a player, not a value set from outside). */
  async fill(value: string) {
    const el = await this.target('fill');
    await this.p.run(`(found) => { const el = found[0]; el.focus(); el.select?.(); }`, this.steps);
    await this.p.run(
      `(found) => { const el = found[0];
        const set = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value').set;
        set.call(el, ''); el.dispatchEvent(new Event('input', { bubbles: true })); }`,
      this.steps,
    );
    if (value) await this.p.driver.type(el, value);
  }
  async setInputFiles(path: string) {
    // A file input is usually hidden behind its label: attached is enough.
    await this.waitFor({ state: 'attached' });
    const el = await this.p.element(`(found) => found[0]`, this.steps);
    await this.p.driver.setFiles(el, path);
  }
  async getAttribute(name: string): Promise<string | null> {
    await this.waitFor({ state: 'attached' });
    return this.p.run<string | null>(`(found) => found[0].getAttribute(${JSON.stringify(name)})`, this.steps);
  }
  async textContent(): Promise<string | null> {
    await this.waitFor({ state: 'attached' });
    return this.p.run<string | null>(`(found) => found[0].textContent`, this.steps);
  }
  async innerText(): Promise<string> {
    await this.waitFor({ state: 'attached' });
    return this.p.run<string>(`(found) => found[0].innerText`, this.steps);
  }
  async boundingBox(): Promise<{ x: number; y: number; width: number; height: number } | null> {
    return this.p.run(
      `(found) => { if (!found[0]) return null; const r = found[0].getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; }`,
      this.steps,
    );
  }
  async inputValue(): Promise<string> {
    await this.waitFor({ state: 'attached' });
    return this.p.run<string>(`(found) => found[0].value`, this.steps);
  }
  async evaluate<T, A>(fn: (el: Element, arg: A) => T, arg?: A): Promise<Awaited<T>> {
    await this.waitFor({ state: 'attached' });
    return this.p.run<Awaited<T>>(`(found, arg) => (${String(fn)})(found[0], arg)`, this.steps, arg);
  }
  /** Waits until the element's text is `expected` (whitespace collapsed), as Playwright's toHaveText. */
  async toHaveText(expected: string | RegExp) {
    const t = text(expected);
    await this.p.until(`text ${String(expected)}: ${this}`, WAIT_MS, async (saw) => {
      const got = await this.p.run<string[]>(`(found) => found.map((el) => el.textContent)`, this.steps);
      const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
      saw(got.length === 1 ? JSON.stringify(norm(got[0]!)) : `${got.length} elements ${JSON.stringify(got)}`);
      return got.length === 1 && ('re' in t ? new RegExp(t.re, t.flags).test(norm(got[0]!)) : norm(got[0]!) === t.s);
    });
  }
}

export class EnginePage {
  /** The address that relative ones are resolved against ("http://127.0.0.1:4174"). */
  base: string;

  constructor(
    readonly driver: Driver,
    base: string,
  ) {
    this.base = base;
  }

  /** This page as the page objects' type: they use only what EngineLocator and EnginePage have (and fail in words
   * on anything else, see `asPlaywright`). */
  get asPage(): Page {
    return asPlaywright(this);
  }

  /** Runs `fn(found, arg)` in the page on what `steps` find (Testing Library is loaded first when the page has
   * none: a new document). */
  async run<T>(fn: string, steps: Step[], arg?: unknown): Promise<T> {
    const source = `({ steps, arg }) => { const found = (${FIND})(steps); if (found === 'no-library') return { noLibrary: true }; return { value: (${fn})(found, arg) }; }`;
    for (let i = 0; ; i++) {
      const r = await this.driver.evaluate<{ noLibrary?: true; value?: T }>(source, { steps, arg });
      if (!r?.noLibrary) return r.value as T;
      if (i > 0) throw new Error('Testing Library could not be loaded in the page');
      await this.driver.evaluate(`() => { ${TESTING_LIBRARY}; window.TestingLibraryDom = TestingLibraryDom; }`);
    }
  }
  async element(fn: string, steps: Step[]): Promise<ElementRef | null> {
    await this.run('() => 0', []);
    return this.driver.element(`(steps) => (${fn})((${FIND})(steps))`, steps);
  }

  /** Polls `check` until it holds; fails after `ms` naming `what` and what the last try saw (a wait for the page,
   * never a fixed sleep). A check tells what it saw through `saw` (the text, the count): a failure then says how
   * the page differed, not only that it did. Tries come 100 ms apart at first, then further apart up to 400 ms: each
   * is a query of the whole page in the browser, and a long wait (a sync, a start) is mostly tries that find nothing. */
  async until(what: string, ms: number, check: (saw: (seen: string) => void) => Promise<boolean>) {
    const deadline = Date.now() + ms;
    let seen = '';
    let last: unknown = null;
    for (let pause = 100; ; pause = Math.min(400, pause * 1.25)) {
      try {
        seen = '';
        if (await check((s) => (seen = s))) return;
        last = null;
      } catch (e) {
        // A navigation under the query (the page replaced) is retried; a strictness error is not.
        if (e instanceof Error && / elements match /.test(e.message)) throw e;
        last = e;
      }
      if (Date.now() > deadline)
        throw new Error(
          `waited ${ms / 1000} s for ${what}; last seen: ${seen || '(nothing said)'}` +
            (last ? `; last error: ${String(last)}` : ''),
        );
      await new Promise((r) => setTimeout(r, pause));
    }
  }

  async goto(url: string) {
    await this.driver.goto(new URL(url, this.base).href);
  }
  async reload() {
    await this.driver.reload();
  }
  async goBack() {
    await this.driver.back();
  }
  url(): string {
    throw new Error('page.url() is synchronous in Playwright: use currentUrl()');
  }
  currentUrl(): Promise<string> {
    return this.driver.url();
  }
  async waitForURL(test: RegExp) {
    await this.until(`address ${test}`, WAIT_MS, async (saw) => {
      const url = await this.driver.url();
      saw(url);
      return test.test(url);
    });
  }
  evaluate<T, A>(fn: ((arg: A) => T) | string, arg?: A): Promise<Awaited<T>> {
    return this.driver.evaluate<Awaited<T>>(typeof fn === 'string' ? `() => (${fn})` : String(fn), arg);
  }
  private root() {
    return new EngineLocator(this, []);
  }
  getByRole(...a: Parameters<EngineLocator['getByRole']>) {
    return this.root().getByRole(...a);
  }
  getByLabel(...a: Parameters<EngineLocator['getByLabel']>) {
    return this.root().getByLabel(...a);
  }
  getByText(...a: Parameters<EngineLocator['getByText']>) {
    return this.root().getByText(...a);
  }
  getByTestId(id: string) {
    return this.root().getByTestId(id);
  }
  locator(selector: string, o?: { hasText?: string | RegExp }) {
    return this.root().locator(selector, o);
  }
  async screenshot(o: { path: string }) {
    await this.driver.screenshot(o.path);
  }
}

/** A Proxy that hands the page objects an EnginePage where they expect Playwright's Page, and fails in words on
 * anything the engines' page does not have (rather than an undefined that breaks later). */
function asPlaywright(p: EnginePage): Page {
  return new Proxy(p, {
    get(target, key, receiver) {
      if (typeof key === 'string' && !(key in target) && key !== 'then')
        throw new Error(`page.${key} is not available in the Firefox/WebKit runner (e2e/engines/page.ts)`);
      return Reflect.get(target, key, receiver);
    },
  }) as unknown as Page;
}
