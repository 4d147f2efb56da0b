// The two browsers Playwright cannot drive on Debian (it needs its own patched builds): Firefox ESR over WebDriver
// BiDi with puppeteer-core, and WebKitGTK over classic WebDriver (WebKitWebDriver, under Xvfb) with webdriverio.
// Both behind one small interface, which e2e/engines/page.ts turns into the part of Playwright's Page that the page
// objects in e2e/pages/ use. Each browser gets its own profile folder, kept across restarts and kills (a phone's
// storage), and every console message it prints is kept, for the check that each flow's console stays clean.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, {
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type Page as PuppeteerPage,
} from 'puppeteer-core';
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
  /** The browser's Back, as the driver's own navigation (a script's history.back() left WebKitWebDriver waiting on
   * a navigation it had not started, and its next call unanswered, when the page came back from the cache). */
  back(): Promise<void>;
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

/** A browser of its own, on a profile of its own (for WebKit an Xvfb of its own too): for a test that restarts or
 * kills it. */
export async function launch(engine: EngineName, opts: LaunchOptions): Promise<Driver> {
  if (engine === 'webkit') return WebKitDriver.start(mkdtempSync(join(tmpdir(), 'tile-tally-webkit-')), opts);
  return FirefoxDriver.start(firefoxProfile(), opts);
}

/** An empty profile folder: a first start in it costs a third more CPU than one that finds Firefox's startup cache,
 * but a template made once per worker would cost a whole start, and most tests share a browser (below). */
const firefoxProfile = () => mkdtempSync(join(tmpdir(), 'tile-tally-firefox-'));

/** The browsers one test worker shares between its tests, started on first use and stopped by close(): a start of
 * Firefox costs several core-seconds, far more than the flow it serves. Each test still starts from nothing: a
 * Firefox test gets a user context of its own (WebDriver BiDi's browser.createUserContext: its own cookies, storage,
 * OPFS and service workers), a WebKit test a session of its own on the worker's WebKitWebDriver, which starts the
 * browser on a fresh profile. A test that restarts or kills its browser gets one of its own (launch). */
export class SharedBrowsers {
  private firefox = new Map<number, Promise<SharedFirefox>>();
  private display: Promise<XDisplay> | undefined;
  private webkit: Promise<SharedWebKit> | undefined;

  /** A driver over a fresh user context (Firefox) or session (WebKit) of this worker's browser. */
  async driver(engine: EngineName, opts: LaunchOptions): Promise<Driver> {
    if (engine === 'webkit') {
      this.webkit ??= this.xDisplay().then((d) => SharedWebKit.start(d));
      return (await this.webkit).driver(opts);
    }
    // Firefox's text size is a preference of the whole browser: one browser per size.
    const font = opts.fontPx ?? 16;
    let ff = this.firefox.get(font);
    if (!ff) this.firefox.set(font, (ff = SharedFirefox.start(font)));
    return (await ff).driver(opts);
  }

  /** A browser of this test's own (see launch), with an X display of its own for WebKit: a window left by a
   * killed browser never shares a display with another test's. */
  own(engine: EngineName, opts: LaunchOptions): Promise<Driver> {
    return launch(engine, opts);
  }

  private xDisplay() {
    return (this.display ??= startXvfb());
  }

  async close() {
    const settled = async <T>(p: Promise<T> | undefined) => (p ? p.catch(() => undefined) : undefined);
    for (const ff of this.firefox.values()) await (await settled(ff))?.close();
    await (await settled(this.webkit))?.close();
    const x = await settled(this.display);
    if (x?.child.pid) killGroup(x.child.pid);
  }
}

class SharedFirefox {
  private constructor(
    private readonly browser: Browser,
    private readonly profile: string,
  ) {}

  static async start(fontPx: number) {
    const profile = firefoxProfile();
    return new SharedFirefox(await puppeteer.launch(firefoxOptions(profile, { fontPx })), profile);
  }

  driver(opts: LaunchOptions): Promise<Driver> {
    return FirefoxDriver.inContext(this.browser, opts);
  }

  async close() {
    await this.browser.close().catch(() => {});
    await prefsRestored(this.profile);
    rmSync(this.profile, { recursive: true, force: true });
  }
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
    // No add-ons from the system or the application's folder (puppeteer leaves those scopes on): a test profile
    // needs none, and loading them is a fifth of a start's CPU on a new profile.
    'extensions.enabledScopes': 0,
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

const OWN_BROWSER = 'this test restarts or kills its browser: it needs one of its own (test.use({ ownBrowser: true }))';

class FirefoxDriver implements Driver {
  readonly engine = 'firefox';
  readonly messages: string[] = [];
  private browser!: Browser;
  /** The test's user context in a shared browser (then the browser is not this driver's to restart or close). */
  private context: BrowserContext | undefined;
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

  static async inContext(browser: Browser, opts: LaunchOptions): Promise<Driver> {
    const d = new FirefoxDriver('', opts);
    d.browser = browser;
    d.context = await browser.createBrowserContext();
    await d.attach(await d.context.newPage());
    return d;
  }

  private async open() {
    this.browser = await puppeteer.launch({
      ...firefoxOptions(this.profile, this.opts),
      defaultViewport: { width: this.opts.width, height: this.opts.height },
    });
    await this.attach((await this.browser.pages())[0] ?? (await this.browser.newPage()));
  }

  private async attach(page: PuppeteerPage) {
    this.page = page;
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
  async back() {
    await this.page.goBack({ waitUntil: 'load' });
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
    if (this.context) throw new Error(OWN_BROWSER);
    await this.browser.close();
    await prefsRestored(this.profile);
    await this.open();
  }
  async killAndRestart() {
    if (this.context) throw new Error(OWN_BROWSER);
    const child = this.browser.process();
    if (child?.pid) killGroup(child.pid);
    await new Promise((r) => (child?.exitCode !== null ? r(null) : child.once('exit', r)));
    await this.browser.close().catch(() => {});
    await prefsRestored(this.profile);
    await this.open();
  }
  async close() {
    if (this.context) return this.context.close().catch(() => {});
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

interface XDisplay {
  display: string;
  child: ChildProcess;
}

/** Xvfb on a display it picks itself (-displayfd), in its own process group; a screen with room for the phone's
 * window and little more (the rest of a larger one is memory the server keeps and nothing draws in). */
async function startXvfb(): Promise<XDisplay> {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '480x960x24', '-nolisten', 'tcp'], {
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

/** WebKitWebDriver on a port of its own, in its own process group with the browsers its sessions start. */
class WebDriverService {
  /** Where the browser's console lines go: the messages of the session open now. */
  sink: string[] = [];

  private constructor(
    private readonly child: ChildProcess,
    private readonly port: number,
  ) {}

  static async start(x: XDisplay) {
    const port = await freePort();
    const child = spawn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
      detached: true,
      env: { ...process.env, DISPLAY: x.display },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const service = new WebDriverService(child, port);
    // The host writes every console message to its output (WebKitGTK's enable-write-console-messages-to-stdout);
    // WebKit prints them as "CONSOLE <SOURCE> <LEVEL> <text>".
    let rest = '';
    const read = (chunk: Buffer) => {
      rest += chunk.toString();
      const lines = rest.split('\n');
      rest = lines.pop()!;
      for (const line of lines) {
        const m = /^CONSOLE (\S+) (ERROR|WARN\w*) (.*)$/.exec(line);
        if (m) service.sink.push(`${m[2] === 'ERROR' ? 'error' : 'warning'}: ${m[1]!.toLowerCase()}: ${m[3]}`);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    return service;
  }

  /** A new session, which starts the host (webkit-host.py) on `profile`; WebKitWebDriver answers once it listens. */
  async session(profile: string, opts: LaunchOptions): Promise<WdioBrowser> {
    const started = Date.now();
    for (;;) {
      try {
        const b = await remote({
          hostname: '127.0.0.1',
          port: this.port,
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
                profile,
                ...(opts.fontPx ? ['--font-size', String(opts.fontPx)] : []),
              ],
            },
          } as WebdriverIO.Capabilities,
        });
        await b.setTimeout({ script: 180_000, pageLoad: 180_000 });
        await b.setWindowSize(opts.width, opts.height);
        return b;
      } catch (e) {
        if (Date.now() - started > 60_000 || this.child.exitCode !== null) throw e;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  /** Waits until the browsers of ended sessions are gone (WebKitWebDriver ends them after the session, on its own
   * time): the next session then has the display to itself, and a profile is removed only once nothing writes it. */
  async idle() {
    const started = Date.now();
    const others = () => {
      try {
        return execFileSync('pgrep', ['-g', String(this.child.pid)], { encoding: 'utf8' })
          .split('\n')
          .filter((pid) => pid && pid !== String(this.child.pid)).length;
      } catch {
        return 0; // pgrep finds no process
      }
    };
    while (others() > 0) {
      if (Date.now() - started > 60_000) throw new Error('the browser of an ended WebKit session did not stop');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Stops WebKitWebDriver and every browser it started (SIGKILL, their process group). */
  async stop() {
    const child = this.child;
    if (!child.pid) return;
    killGroup(child.pid);
    if (child.exitCode === null && child.signalCode === null) await new Promise((r) => child.once('exit', r));
  }
}

/** A worker's WebKitWebDriver: each test a session of its own, with a browser on a fresh profile. */
class SharedWebKit {
  private constructor(private readonly service: WebDriverService) {}

  static async start(x: XDisplay) {
    return new SharedWebKit(await WebDriverService.start(x));
  }

  driver(opts: LaunchOptions): Promise<Driver> {
    return WebKitDriver.inSession(this.service, mkdtempSync(join(tmpdir(), 'tile-tally-webkit-')), opts);
  }

  close() {
    return this.service.stop();
  }
}

class WebKitDriver implements Driver {
  readonly engine = 'webkit';
  readonly messages: string[] = [];
  /** The Xvfb of a browser of its own (a shared session's display is the worker's). */
  private xvfb: ChildProcess | undefined;
  private x!: XDisplay;
  private service!: WebDriverService;
  /** A session on a shared WebKitWebDriver: its browser is not this driver's to restart or kill. */
  private shared = false;
  private b!: WdioBrowser;

  private constructor(
    readonly profile: string,
    private readonly opts: LaunchOptions,
  ) {}

  static async start(profile: string, opts: LaunchOptions): Promise<Driver> {
    const d = new WebKitDriver(profile, opts);
    d.x = await startXvfb();
    d.xvfb = d.x.child;
    await d.open();
    return d;
  }

  static async inSession(service: WebDriverService, profile: string, opts: LaunchOptions): Promise<Driver> {
    const d = new WebKitDriver(profile, opts);
    d.shared = true;
    d.service = service;
    service.sink = d.messages;
    d.b = await service.session(profile, opts);
    return d;
  }

  /** Its own WebKitWebDriver, whose session starts the host on this driver's profile. */
  private async open() {
    this.service = await WebDriverService.start(this.x);
    this.service.sink = this.messages;
    this.b = await this.service.session(this.profile, this.opts);
  }

  async goto(url: string) {
    await this.b.url(url);
  }
  async reload() {
    await this.b.refresh();
  }
  async back() {
    await this.b.back();
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
    if (this.shared) throw new Error(OWN_BROWSER);
    await this.b.deleteSession().catch(() => {});
    await this.service.stop();
    await this.open();
  }
  async killAndRestart() {
    if (this.shared) throw new Error(OWN_BROWSER);
    await this.service.stop();
    await this.open();
  }
  async close() {
    await this.b?.deleteSession().catch(() => {});
    if (this.shared) {
      await this.service.idle();
      this.service.sink = [];
    } else await this.service?.stop();
    if (this.xvfb?.pid) killGroup(this.xvfb.pid);
    rmSync(this.profile, { recursive: true, force: true });
  }
}
