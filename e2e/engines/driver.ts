// The two browsers Playwright cannot drive on Debian (it needs its own patched builds): Firefox ESR over WebDriver
// BiDi with puppeteer-core, and WebKitGTK over classic WebDriver (WebKitWebDriver, under Xvfb) with webdriverio.
// Both behind one small interface, which e2e/engines/page.ts turns into the part of Playwright's Page that the page
// objects in e2e/pages/ use. Each browser gets its own profile folder, kept across restarts and kills (a phone's
// storage), and every console message it prints is kept, for the check that each flow's console stays clean.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type Page as PuppeteerPage } from 'puppeteer-core';
import { remote } from 'webdriverio';

export type EngineName = 'firefox' | 'webkit';

/** An element found in the page, as the driver names it. */
export type ElementRef = unknown;

export interface Driver {
  readonly engine: EngineName;
  /** The folder the browser keeps its storage in (the same after restart()). */
  readonly profile: string;
  /** Console messages and uncaught errors of the pages, "error: …" / "warning: …", since the last start. */
  readonly messages: string[];
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** `source` is a function's source, called in the page with `arg` (JSON); a promise it returns is awaited. */
  evaluate<T>(source: string, arg?: unknown): Promise<T>;
  /** As evaluate, for a function that returns an element or null. */
  element(source: string, arg?: unknown): Promise<ElementRef | null>;
  /** A real click (pointer input) in the middle of the element. */
  click(el: ElementRef): Promise<void>;
  /** Real key presses into the element (focused by a click first). */
  type(el: ElementRef, text: string): Promise<void>;
  setFiles(el: ElementRef, path: string): Promise<void>;
  screenshot(path: string): Promise<void>;
  /** Closes the browser as a player would, then starts it again on the same profile. */
  restart(): Promise<void>;
  /** Kills the browser and every process it started (SIGKILL: no chance to write anything), then starts it again
   * on the same profile. */
  killAndRestart(): Promise<void>;
  close(): Promise<void>;
}

export interface LaunchOptions {
  width: number;
  height: number;
  /** The browser's default font size in px (16 as shipped; 32 is "200 % text"). */
  fontPx?: number;
}

export async function launch(engine: EngineName, opts: LaunchOptions): Promise<Driver> {
  const profile = mkdtempSync(join(tmpdir(), `tile-tally-${engine}-`));
  if (engine === 'webkit') return WebKitDriver.start(profile, opts);
  cpSync(await firefoxTemplate(), profile, { recursive: true, filter: (src) => !TEMPLATE_SKIPS.test(src) });
  return FirefoxDriver.start(profile, opts);
}

/** A profile Firefox has started in once, made once per worker process and copied for each test: a first start in
 * an empty folder writes Firefox's startup cache and databases (a third more CPU than a start that finds them).
 * It never loads a page, so a copy holds nothing of the app. */
let template: Promise<string> | undefined;
/** Left out of a copy: the lock of the Firefox that made it (its pid may be another process's now), its session,
 * which a start would restore, and its prefs: puppeteer sets aside a profile's prefs at each start and puts them back
 * after, so a first start that finds none has nothing to put back while the test removes the folder. */
const TEMPLATE_SKIPS = /[/\\](lock|\.parentlock|sessionstore[^/\\]*|sessionCheckpoints\.json|prefs\.js|user\.js)$/;
function firefoxTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tile-tally-firefox-template-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const browser = await puppeteer.launch(firefoxOptions(dir, {}));
    await browser.close();
    await prefsRestored(dir);
    return dir;
  })();
  return template;
}

const firefoxOptions = (profile: string, opts: Partial<LaunchOptions>) => ({
  browser: 'firefox' as const,
  executablePath: process.env.FIREFOX_PATH || '/usr/bin/firefox-esr',
  headless: true,
  userDataDir: profile,
  // Each call waits as long as Playwright's own limits allow (a page beside two CPU hogs loads slowly).
  protocolTimeout: 180_000,
  extraPrefsFirefox: {
    // Offline use needs the service worker, which Firefox keeps off in a profile it thinks is automated.
    'dom.serviceWorkers.testing.enabled': true,
    ...(opts.fontPx && {
      'font.size.variable.x-western': opts.fontPx,
      'font.size.variable.x-unicode': opts.fontPx,
      'font.size.monospace.x-western': Math.round((opts.fontPx * 13) / 16),
    }),
  },
});

/** puppeteer puts a profile's prefs back from its "*.puppeteer" copies once it sees Firefox gone, on its own: the
 * next launch on the same folder (or a copy of it) waits until it has, else both move the same files at once. */
async function prefsRestored(profile: string) {
  const started = Date.now();
  while (['user.js', 'prefs.js'].some((f) => existsSync(join(profile, `${f}.puppeteer`)))) {
    if (Date.now() - started > 60_000) throw new Error(`puppeteer never restored the prefs in ${profile}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// A function's source as tsx gives it (esbuild keeps names by wrapping functions in `__name(fn, "name")`) calls a
// helper the page lacks: it is given one that does nothing, so that bench/ scripts run the page objects too.
const NAMES = 'const __name = (f) => f;';
const call = (source: string, arg: unknown) =>
  `(() => { ${NAMES} return (${source})(${JSON.stringify(arg ?? null)}); })()`;

class FirefoxDriver implements Driver {
  readonly engine = 'firefox';
  readonly messages: string[] = [];
  private browser!: Browser;
  private page!: PuppeteerPage;

  private constructor(
    readonly profile: string,
    private readonly opts: LaunchOptions,
  ) {}

  static async start(profile: string, opts: LaunchOptions): Promise<Driver> {
    const d = new FirefoxDriver(profile, opts);
    await d.open();
    return d;
  }

  private async open() {
    this.browser = await puppeteer.launch({
      ...firefoxOptions(this.profile, this.opts),
      defaultViewport: { width: this.opts.width, height: this.opts.height },
    });
    this.page = (await this.browser.pages())[0] ?? (await this.browser.newPage());
    // The launch's default viewport is not applied to the page Firefox opens with.
    await this.page.setViewport({ width: this.opts.width, height: this.opts.height });
    this.page.setDefaultTimeout(120_000);
    this.page.setDefaultNavigationTimeout(120_000);
    this.page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warn') this.messages.push(`${m.type()}: ${m.text()}`);
    });
    this.page.on('pageerror', (e) => this.messages.push(`error: uncaught ${String(e)}`));
  }

  async goto(url: string) {
    await this.page.goto(url, { waitUntil: 'load' });
  }
  async reload() {
    await this.page.reload({ waitUntil: 'load' });
  }
  async url() {
    return this.page.url();
  }
  evaluate<T>(source: string, arg?: unknown): Promise<T> {
    return this.page.evaluate(call(source, arg)) as Promise<T>;
  }
  async element(source: string, arg?: unknown) {
    const h = await this.page.evaluateHandle(call(source, arg));
    const el = h.asElement();
    if (!el) await h.dispose();
    return el;
  }
  async click(el: ElementRef) {
    await (el as ElementHandle).click();
  }
  async type(el: ElementRef, text: string) {
    await (el as ElementHandle).type(text);
  }
  async setFiles(el: ElementRef, path: string) {
    await (el as ElementHandle<HTMLInputElement>).uploadFile(path);
  }
  async screenshot(path: string) {
    await this.page.screenshot({ path: path as `${string}.png`, fullPage: true });
  }
  async restart() {
    await this.browser.close();
    await prefsRestored(this.profile);
    await this.open();
  }
  async killAndRestart() {
    const child = this.browser.process();
    if (child?.pid) killGroup(child.pid);
    await new Promise((r) => (child?.exitCode !== null ? r(null) : child.once('exit', r)));
    await this.browser.close().catch(() => {});
    await prefsRestored(this.profile);
    await this.open();
  }
  async close() {
    await this.browser.close().catch(() => {});
    // After a restart the profile has prefs that puppeteer puts back once Firefox is gone, into the folder removed here.
    await prefsRestored(this.profile);
    rmSync(this.profile, { recursive: true, force: true });
  }
}

function killGroup(pid: number) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Xvfb on a display it picks itself (-displayfd), in its own process group. */
async function startXvfb(): Promise<{ display: string; child: ChildProcess }> {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (d) => {
      out += String(d);
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    child.once('exit', (code) => reject(new Error(`Xvfb stopped (${code})`)));
  });
  return { display, child };
}

type WdioBrowser = Awaited<ReturnType<typeof remote>>;

class WebKitDriver implements Driver {
  readonly engine = 'webkit';
  readonly messages: string[] = [];
  private xvfb!: ChildProcess;
  private display = '';
  private driver: ChildProcess | null = null;
  private b!: WdioBrowser;

  private constructor(
    readonly profile: string,
    private readonly opts: LaunchOptions,
  ) {}

  static async start(profile: string, opts: LaunchOptions): Promise<Driver> {
    const d = new WebKitDriver(profile, opts);
    const x = await startXvfb();
    d.xvfb = x.child;
    d.display = x.display;
    await d.open();
    return d;
  }

  private async open() {
    const port = await freePort();
    const child = spawn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
      detached: true,
      env: { ...process.env, DISPLAY: this.display },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.driver = child;
    // The host writes every console message to its output (WebKitGTK's enable-write-console-messages-to-stdout);
    // WebKit prints them as "CONSOLE <SOURCE> <LEVEL> <text>".
    let rest = '';
    const read = (chunk: Buffer) => {
      rest += chunk.toString();
      const lines = rest.split('\n');
      rest = lines.pop()!;
      for (const line of lines) {
        const m = /^CONSOLE (\S+) (ERROR|WARN\w*) (.*)$/.exec(line);
        if (m) this.messages.push(`${m[2] === 'ERROR' ? 'error' : 'warning'}: ${m[1]!.toLowerCase()}: ${m[3]}`);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    // WebKitWebDriver answers once it listens; its session starts the host.
    const started = Date.now();
    for (;;) {
      try {
        this.b = await remote({
          hostname: '127.0.0.1',
          port,
          logLevel: 'silent',
          connectionRetryCount: 0,
          capabilities: {
            // webdriverio's default capabilities ask for BiDi, which WebKitWebDriver refuses.
            'wdio:enforceWebDriverClassic': true,
            'webkitgtk:browserOptions': {
              binary: '/usr/bin/python3',
              args: [
                join(import.meta.dirname, 'webkit-host.py'),
                '--automation',
                '--profile',
                this.profile,
                ...(this.opts.fontPx ? ['--font-size', String(this.opts.fontPx)] : []),
              ],
            },
          } as WebdriverIO.Capabilities,
        });
        break;
      } catch (e) {
        if (Date.now() - started > 60_000 || child.exitCode !== null) throw e;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    await this.b.setTimeout({ script: 180_000, pageLoad: 180_000 });
    await this.b.setWindowSize(this.opts.width, this.opts.height);
  }

  async goto(url: string) {
    await this.b.url(url);
  }
  async reload() {
    await this.b.refresh();
  }
  async url() {
    return this.b.getUrl();
  }
  evaluate<T>(source: string, arg?: unknown): Promise<T> {
    return this.b.execute(`${NAMES} return (${source})(arguments[0])`, arg ?? null) as Promise<T>;
  }
  async element(source: string, arg?: unknown) {
    const ref = await this.evaluate<unknown>(source, arg);
    return ref ? this.b.$(ref as WebdriverIO.Element) : null;
  }
  async click(el: ElementRef) {
    const e = el as WebdriverIO.Element;
    try {
      await e.click();
    } catch (err) {
      // WebKitWebDriver's Element Click finds no in-view point on an SVG <g> (a Kaliko cell); the pointer actions
      // tap the middle of its box instead, as a finger would.
      if (!/not interactable|did not become interactable/.test(String(err))) throw err;
      const box = await this.b.execute(
        (x: unknown) => {
          const r = (x as Element).getBoundingClientRect();
          return { x: Math.round(r.x + r.width / 2), y: Math.round(r.y + r.height / 2) };
        },
        e as unknown as WebdriverIO.Element,
      );
      await this.b
        .action('pointer', { parameters: { pointerType: 'mouse' } })
        .move({ x: box.x, y: box.y, origin: 'viewport' })
        .down()
        .up()
        .perform();
    }
  }
  async type(el: ElementRef, text: string) {
    await (el as WebdriverIO.Element).addValue(text);
  }
  async setFiles(el: ElementRef, path: string) {
    await (el as WebdriverIO.Element).addValue(path);
  }
  async screenshot(path: string) {
    await this.b.saveScreenshot(path);
  }
  async restart() {
    await this.b.deleteSession().catch(() => {});
    await this.stopDriver();
    await this.open();
  }
  async killAndRestart() {
    await this.stopDriver();
    await this.open();
  }
  /** Stops WebKitWebDriver and the host it started (SIGKILL, their process group). */
  private async stopDriver() {
    const child = this.driver;
    if (!child?.pid) return;
    killGroup(child.pid);
    if (child.exitCode === null && child.signalCode === null) await new Promise((r) => child.once('exit', r));
  }
  async close() {
    await this.b?.deleteSession().catch(() => {});
    await this.stopDriver();
    if (this.xvfb.pid) killGroup(this.xvfb.pid);
    rmSync(this.profile, { recursive: true, force: true });
  }
}
