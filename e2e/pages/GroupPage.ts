// Page object: the group (issue 31) — Settings → Group (start one, the status, the members, the invite, leave),
// an invite's page (join), the status chip in the app's bar.
import type { Page } from '@playwright/test';
import type { GroupMembership, LiveMembership, MembershipV1, NotSent } from '../../src/db/groupMembership.ts';

/** The status chip's words, by state (src/i18n/locales/en/shell.json). */
export const STATUS = {
  synced: 'Group up to date',
  connecting: 'Connecting…',
  offline: 'Server unreachable — changes wait on this phone',
  refused: 'Key refused — ask for a new invite',
  removed: 'Removed from the group — your games stay here',
  stopped: 'The server refused a change from this phone — changes wait here',
} as const;

export class GroupPage {
  constructor(
    readonly page: Page,
    /** The app's origin with a slash, e.g. the group server's URL; '/' for the test's own base URL. */
    readonly base = '/',
  ) {}

  async open() {
    await this.page.goto(`${this.base}#/group`);
    await this.page.getByRole('heading', { name: 'Group', exact: true }).waitFor();
  }

  /** Starts a group as `me` from the group's page. */
  async start(me: string) {
    await this.open();
    await this.name().fill(me);
    await this.page.getByRole('button', { name: 'Start a group' }).click();
  }

  name() {
    return this.page.getByLabel('Your name', { exact: true });
  }

  /** The invite link shown on the group's page (once the group is there). */
  async inviteLink(): Promise<string> {
    const show = this.page.getByText('Show the link');
    // Opened once, it stays open while the page shows the group.
    if (!(await show.evaluate((el) => (el.parentElement as HTMLDetailsElement).open))) await show.click();
    return this.page.getByRole('textbox', { name: /^Link: Invite to the group/ }).inputValue();
  }

  /** Opens an invite link and joins as `me`. */
  async join(invite: string, me: string) {
    await this.page.goto(invite);
    await this.name().fill(me);
    await this.page.getByRole('button', { name: 'Join', exact: true }).click();
  }

  /** The status chip in the app's bar. */
  chip() {
    return this.page.locator('header a.group-chip');
  }

  /** The chip's visible words (its accessible name goes on with ", the group"). */
  chipWords() {
    return this.chip().locator('span').first();
  }

  /** The status line on the group's page. */
  statusLine() {
    return this.page.locator('main .group-status');
  }

  async leave() {
    await this.page.getByRole('button', { name: 'Leave the group' }).click();
    await this.page.getByRole('button', { name: 'Yes, leave the group' }).click();
  }
}

/** Puts a membership in the page's storage, as a phone that joined would keep it (or, version 1, as it kept it
 * before member keys), with the raw IndexedDB API (for screens in a group where no group server runs: the screen
 * catalogue). Storage must exist (open Settings first); the page is reloaded to read it at start. */
export function putMembership(page: Page, m: GroupMembership | MembershipV1): Promise<void> {
  return putSetting(page, 'group', m);
}

/** Puts the live games this phone takes part in (issue 32) in its storage, as putMembership does a group. */
export function putLive(page: Page, games: LiveMembership[]): Promise<void> {
  return putSetting(page, 'live', games);
}

/** Puts a log's changes not sent (a group's or a live game's: db/groupMembership.ts NotSent, version 1) in the page's
 * storage, as a page whose change the log could not take keeps them. */
export function putNotSent(page: Page, log: string, notes: NotSent[]): Promise<void> {
  return putSetting(page, `notSent.${log}`, { v: 1, notes });
}

/** The membership as stored in the page's storage, read with the raw IndexedDB API (not through the app's code). */
export function storedMembership(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown> | null>((resolve, reject) => {
        const open = indexedDB.open('calico-score-sheet');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('settings').objectStore('settings').get('group');
          get.onsuccess = () => (
            open.result.close(),
            resolve((get.result as { value: Record<string, unknown> } | undefined)?.value ?? null)
          );
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

async function putSetting(page: Page, key: string, value: unknown): Promise<void> {
  await page.evaluate(
    ({ key, value }) =>
      new Promise<void>((resolve, reject) => {
        void indexedDB.databases().then((dbs) => {
          if (!dbs.some((d) => d.name === 'calico-score-sheet')) return reject(new Error('no storage yet'));
          const open = indexedDB.open('calico-score-sheet');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction('settings', 'readwrite');
            tx.objectStore('settings').put({ key, value });
            tx.oncomplete = () => (open.result.close(), resolve());
            tx.onerror = () => reject(tx.error);
          };
        });
      }),
    { key, value },
  );
  await page.reload();
}
