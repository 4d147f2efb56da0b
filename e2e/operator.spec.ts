// What a phone is told when its group's server is run by someone else (a public instance, README): the group
// deleted by the operator, said in words on the chip, with every game still on the phone.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANA_TILES, startDealt } from './flows.ts';
import { GroupServer } from './groupServer.ts';
import { GroupPage, STATUS } from './pages/GroupPage.ts';
import { gameIdOf, storedGame, tapInPage } from './stored.ts';
import { expect, test } from './test.ts';
import { PLAYABLE_CELLS, keyOf, tileName } from '../src/games/calico/core/index.ts';
import { say } from '../src/games/shared/test/say.ts';

test.use({ locale: 'en-GB', timezoneId: 'UTC' });

const TOKEN = 'the-operators-token-for-this-test-only';

test('a group the operator deleted: the phone says so in words and keeps its games', async ({ browser }) => {
  const tokenFile = join(mkdtempSync(join(tmpdir(), 'tile-tally-admin-')), 'token');
  writeFileSync(tokenFile, TOKEN);
  const server = await GroupServer.start(['--admin-token-file', tokenFile]);
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
