// What a phone is told when its group's server is run by someone else (a public instance, README): the group
// deleted by the operator, and the server's disk full, said in words on the chip, with every game still on the phone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANA_TILES, startDealt } from './flows.ts';
import { GroupServer } from './groupServer.ts';
import { GroupPage, STATUS } from './pages/GroupPage.ts';
import { gameIdOf, storedGame, tapInPage } from './stored.ts';
import { expect, test } from './test.ts';
import { PLAYABLE_CELLS, keyOf, tileName, type Game } from '../src/games/calico/core/index.ts';
import { connectPhone, joinWith, until } from '../server/test/harness.ts';
import { fill, smallDisk, tokenFile } from '../server/test/operator.ts';
import { GroupReplica } from '../src/sync/group.ts';
import { coreOf } from '../src/sync/test/material.ts';
import { say } from '../src/games/shared/test/say.ts';

test.use({ locale: 'en-GB', timezoneId: 'UTC' });

const TOKEN = 'the-operators-token-for-this-test-only';

test('a group the operator deleted: the phone says so in words and keeps its games', async ({ browser }) => {
  const server = await GroupServer.start(['--admin-token-file', tokenFile(TOKEN)]);
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const group = new GroupPage(page, server.url);
    await group.start('Ana');
    await expect(group.statusLine()).toHaveText(STATUS.synced);
    const invite = await group.inviteLink();
    await startDealt(page, ['Ana', 'Dora']);
    const taps = PLAYABLE_CELLS.slice(0, 3).map((c, i): [string, string] => [keyOf(c), say(tileName(ANA_TILES[i]!))]);
    await tapInPage(page, taps);
    const id = gameIdOf(page);
    await expect(group.chipWords()).toHaveText(STATUS.synced);

    const groupId = invite.split('#/group/')[1]!.split('.')[0]!;
    const res = await fetch(new URL(`api/admin/groups/${groupId}`, server.url), {
      method: 'DELETE',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    const gone = 'This group was deleted from its server — your games stay on this phone';
    await expect(group.chipWords()).toHaveText(gone);
    await expect(group.chip()).toHaveAccessibleName(new RegExp(`^${gone}`));
    expect(Object.keys((await storedGame(page, id))!.players[0]!.cells)).toHaveLength(3);
    await page.goto(`${server.url}#/history`);
    await expect(page.locator('.game-card').filter({ hasText: 'Dora' })).toBeVisible();
    await expect(group.chipWords()).toHaveText(gone);

    // The invite no longer joins, and says why.
    const other = await context.browser()!.newContext({ baseURL: server.url, serviceWorkers: 'block' });
    const ben = new GroupPage(await other.newPage(), server.url);
    await ben.join(invite, 'Ben');
    await expect(ben.page.getByRole('alert')).toHaveText(
      'This group was deleted from its server: it cannot be joined.',
    );
    await other.close();
    expect(server.output).not.toContain(TOKEN);
  } finally {
    await context.close();
    await server.dispose();
  }
});

test('a server whose disk is full: the phone says so, keeps every tap, and sends them once there is room', async ({
  browser,
}) => {
  const disk = mkdtempSync(join(tmpdir(), 'tile-tally-disk-'));
  const refused = smallDisk(disk);
  test.skip(refused !== null, refused ?? '');
  const server = await GroupServer.start(['--data', join(disk, 'data')]);
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const group = new GroupPage(page, server.url);
    await group.start('Ana');
    await expect(group.statusLine()).toHaveText(STATUS.synced);
    const invite = await group.inviteLink();
    const [groupId, token] = invite.split('#/group/')[1]!.split('.') as [string, string];
    const credential = await joinWith(server.url, groupId, token, 'Watcher', 'watcher-phone');
    const watcher = connectPhone(server.url, groupId, credential);
    const log = new GroupReplica(watcher.doc, 'watcher', coreOf);
    await startDealt(page, ['Ana', 'Dora']);
    const id = gameIdOf(page);
    await tapInPage(page, [[keyOf(PLAYABLE_CELLS[0]!), say(tileName(ANA_TILES[0]!))]]);
    await until(
      watcher.doc,
      () => Object.keys((log.game(id)?.doc as Game | null)?.players[0]!.cells ?? {}).length === 1,
    );

    // The server's disk fills up; Ana enters the rest of her board (more than a page of the file system: it cannot
    // all fit in the last page the group's file has).
    const filler = join(disk, 'filler');
    fill(filler);
    const rest = PLAYABLE_CELLS.slice(1).map((c, i): [string, string] => [keyOf(c), say(tileName(ANA_TILES[i + 1]!))]);
    await tapInPage(page, rest);
    const full = 'The server cannot store changes now — they wait on this phone';
    await expect(group.chipWords()).toHaveText(full);
    await expect(group.chip()).toHaveAccessibleName(new RegExp(`^${full}`));
    expect(Object.keys((await storedGame(page, id))!.players[0]!.cells)).toHaveLength(PLAYABLE_CELLS.length);
    expect((await fetch(new URL('healthz', server.url))).status).toBe(503);

    // Room again: the phone's next offer is taken, the chip says so, and the group has every tile.
    rmSync(filler);
    await expect(group.chipWords()).toHaveText(STATUS.synced);
    await until(
      watcher.doc,
      () => Object.keys((log.game(id)?.doc as Game | null)?.players[0]!.cells ?? {}).length === PLAYABLE_CELLS.length,
    );
    expect((log.game(id)!.doc as Game).players[0]!.cells).toEqual((await storedGame(page, id))!.players[0]!.cells);
    watcher.provider.destroy();
  } finally {
    await context.close();
    await server.dispose();
    if (!refused) execFileSync('umount', ['-l', disk]);
    rmSync(disk, { recursive: true, force: true });
  }
});
