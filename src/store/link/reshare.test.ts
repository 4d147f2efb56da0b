// A group's game kept only on one phone, edited there, then shared again (docs/sync.md, "Kept only on this phone,
// then shared again"): the edits made meanwhile reach the group and merge with what another phone did meanwhile.
// Ana's phone is the app's own link over fake-indexeddb (each opening of the app its modules loaded anew over the
// same storage); Ben's phone a bare replica over y-websocket's client; both against the real server (its own
// process).
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebsocketProvider } from 'y-websocket';
import { connectPhone, joinWith, synced, until, type TestServer } from '../../../server/test/harness.ts';
import { startPageServer } from './test/page.ts';
import { GroupReplica } from '../../sync/group.ts';
import { coreOf } from '../../sync/test/material.ts';
import { reference } from '../../sync/test/reference.ts';
import { recordId } from '../../sync/records.ts';
import { applyEdit, type Game, type Tile } from '../../games/calico/core/index.ts';
import { emptyGame } from '../../test/games.ts';
import type { SetGroup } from '../groupView.ts';

const T0 = '2026-11-29T15:00:00.000Z';
const at = (s: number) => new Date(Date.parse(T0) + s * 1000).toISOString();
const green = { color: 'green', pattern: 'dots' } as const;
const pink = { color: 'pink', pattern: 'ferns' } as const;
const blue = { color: 'blue', pattern: 'stripes' } as const;

let server: TestServer;
const sockets: WebsocketProvider[] = [];

beforeAll(async () => {
  server = await startPageServer();
}, 120_000);

afterAll(async () => {
  for (const p of sockets) p.destroy();
  await server?.stop();
});

/** The app opened on Ana's phone: every module loaded anew over the storage `db` names (as a reload does). */
async function openApp(db: string) {
  vi.resetModules();
  await (await import('../../test/start.ts')).startApp(); // what main.tsx does at start: the cores, the language
  const app = {
    db: await import('../../db/db.ts'),
    save: await import('../../db/save.ts'),
    membership: await import('../../db/groupMembership.ts'),
    link: await import('./group.ts'),
    group: (await import('../group.ts')).useGroup,
  };
  app.db.useDatabase(new app.db.CalicoDb(db));
  const m = await app.membership.readMembership();
  if (m) app.link.connect(m, app.group.setState as SetGroup);
  /** A tap, as a game's store makes it: kept (the journal, the group's log when shared), then saved. */
  const tap = async (game: string, e: unknown, when: string) => {
    const edits = [{ edit: e, at: when, key: app.save.editKey(game, when) }];
    app.save.keep(game, edits);
    await app.save.save(game, edits, applyEdit as never, { origin: 'tap' });
  };
  const stored = async (game: string) => (await app.db.loadGame<Game>(game))!.doc;
  return { ...app, tap, stored };
}

/** Ana's phone with one game (a green tile on 1,1), in a group it just made. */
async function anaInGroup(db: string, game: string) {
  const ana = await openApp(db);
  const one = applyEdit(emptyGame(game), { kind: 'cell', player: 0, cell: '1,1', tile: green }, at(1));
  if (!one.ok) throw new Error('test game');
  await ana.db.saveGame({ ...one.game, createdAt: T0 }, null);
  expect(await ana.group.getState().create('Ana')).toEqual({ ok: true });
  return ana;
}

/** Another phone of the group: a bare replica of the server's log (a new one is that phone opened again, with
 * nothing but what the server sends it). */
async function otherPhone(ana: Awaited<ReturnType<typeof openApp>>, name: string, phone: string) {
  const [id, invite] = (await ana.link.inviteLink())!.split('#/group/')[1]!.split('.') as [string, string];
  const credential = await joinWith(server.url, id, invite, name, phone);
  const { doc, provider } = connectPhone(server.url, id, credential);
  sockets.push(provider);
  const replica = new GroupReplica(doc, `${phone}.1`, coreOf, name);
  await synced(provider);
  return { doc, provider, replica };
}

const cell = (g: Game | null | undefined, k: string): Tile | null =>
  g?.players[0]!.cells[k as keyof Game['players'][number]['cells']] ?? null;
const cellOf = (p: { replica: GroupReplica }, game: string, k: string) =>
  cell(p.replica.game(game)?.doc as Game | null, k);

async function poll(test: () => Promise<boolean> | boolean) {
  while (!(await test())) await new Promise((r) => setTimeout(r, 20));
}

describe('group: a game kept only on this phone, then shared again', () => {
  it('sends the edits made meanwhile, merged with another phone’s edit of another cell, on both phones and after a reload of each', async () => {
    const ana = await anaInGroup('reshare-1', 'c1');
    const ben = await otherPhone(ana, 'Ben', 'ben-phone');
    await until(ben.doc, () => !!ben.replica.game('c1')?.doc);
    await poll(() => ana.group.getState().status === 'synced');

    await ana.group.getState().setOnlyHere('c1', true);
    // Kept here: two tiles entered on Ana's phone, nothing of them sent.
    await ana.tap('c1', { kind: 'cell', player: 0, cell: '2,2', tile: pink }, at(10));
    await ana.tap('c1', { kind: 'cell', player: 0, cell: '2,3', tile: blue }, at(11));
    // Meanwhile Ben's phone enters a tile in another cell; the server has it.
    expect(ben.replica.edit('c1', { kind: 'cell', player: 0, cell: '3,3', tile: pink }, at(12)).ok).toBe(true);
    const watcher = await otherPhone(ana, 'Watcher', 'watcher-phone');
    await until(watcher.doc, () => !!cellOf(watcher, 'c1', '3,3'));
    expect(cellOf(watcher, 'c1', '2,2')).toBeNull();
    expect(cell(await ana.stored('c1'), '3,3')).toBeNull(); // not taken while kept here

    await ana.group.getState().setOnlyHere('c1', false);
    // Ana's tiles reach the group (the server's log, Ben's phone) beside Ben's.
    for (const p of [watcher, ben]) await until(p.doc, () => cellOf(p, 'c1', '2,3')?.color === 'blue');
    for (const p of [watcher, ben])
      expect(['1,1', '2,2', '2,3', '3,3'].map((k) => cellOf(p, 'c1', k))).toEqual([green, pink, blue, pink]);
    // Ana's phone has Ben's tile too, and a tap that builds on her kept tile is sent, not refused as "not sent".
    await poll(async () => cell(await ana.stored('c1'), '3,3')?.color === 'pink');
    expect(cell(await ana.stored('c1'), '2,2')).toEqual(pink);
    await ana.tap('c1', { kind: 'cell', player: 0, cell: '2,3', tile: null, ifTile: blue }, at(13));
    await until(ben.doc, () => cellOf(ben, 'c1', '2,3') === null);
    expect(ana.group.getState().blocked).toBe(0);
    expect(ana.group.getState().lost).toEqual([]);
    expect(ben.replica.lost()).toEqual([]);
    await poll(() => ana.group.getState().status === 'synced' && ana.group.getState().waiting === 0);

    // Each phone opened again.
    const again = await openApp('reshare-1');
    await poll(() => again.group.getState().status === 'synced');
    const want = [green, pink, null, pink];
    const row = await again.stored('c1');
    expect(['1,1', '2,2', '2,3', '3,3'].map((k) => cell(row, k))).toEqual(want);
    expect(again.group.getState().blocked).toBe(0);
    const benAgain = await otherPhone(again, 'Ben', 'ben-phone-2');
    await until(benAgain.doc, () => !!benAgain.replica.game('c1')?.doc);
    expect(['1,1', '2,2', '2,3', '3,3'].map((k) => cellOf(benAgain, 'c1', k))).toEqual(want);
    // Left in the app opened again: the one before is out of the group too.
    await again.link.leaveGroup();
    await poll(() => ana.group.getState().status === 'off');
  });

  it('the same cell set on both phones meanwhile: the rule for two phones at once decides, on both, and the loser is told', async () => {
    const ana = await anaInGroup('reshare-2', 'c2');
    const ben = await otherPhone(ana, 'Ben', 'ben-phone');
    await until(ben.doc, () => !!ben.replica.game('c2')?.doc);
    await poll(() => ana.group.getState().status === 'synced');

    await ana.group.getState().setOnlyHere('c2', true);
    await ana.tap('c2', { kind: 'cell', player: 0, cell: '2,2', tile: pink }, at(20));
    expect(ben.replica.edit('c2', { kind: 'cell', player: 0, cell: '2,2', tile: blue }, at(21)).ok).toBe(true);
    const watcher = await otherPhone(ana, 'Watcher', 'watcher-phone');
    await until(watcher.doc, () => !!cellOf(watcher, 'c2', '2,2'));

    await ana.group.getState().setOnlyHere('c2', false);
    const edits = () => watcher.replica.records('c2').filter((r) => r.t === 'edit');
    await until(watcher.doc, () => edits().length === 2);
    // Neither phone saw the other's tile when it set its own: the rule written on its own (the later of the two in
    // the order (l, by, n) wins, the other is lost) says which stays.
    const [anaRecord, benRecord] = ['Ana', 'Ben'].map((who) => edits().find((r) => r.who === who)!);
    expect(anaRecord!.l).toBe(benRecord!.l);
    const expected = reference([...watcher.replica.records('c2')]).get('c2')!;
    const winner = cell(expected.doc as Game, '2,2');
    expect([pink, blue]).toContainEqual(winner);
    const anaLost = JSON.stringify(winner) === JSON.stringify(blue);
    expect(expected.lost).toEqual([recordId(anaLost ? anaRecord! : benRecord!)]);

    await until(ben.doc, () => ben.replica.records('c2').length === watcher.replica.records('c2').length);
    expect(cellOf(ben, 'c2', '2,2')).toEqual(winner);
    await poll(async () => JSON.stringify(cell(await ana.stored('c2'), '2,2')) === JSON.stringify(winner));
    // The loser's phone says so, in that game.
    if (anaLost)
      await poll(() =>
        ana.group.getState().lost.some((n) => n.gameId === 'c2' && n.words.id === 'shell.group.lost.overwritten'),
      );
    else
      expect(ben.replica.lost().map((l) => [recordId(l.record), l.why])).toEqual([
        [recordId(benRecord!), 'overwritten'],
      ]);
    expect(ana.group.getState().blocked).toBe(0);

    const again = await openApp('reshare-2');
    await poll(() => again.group.getState().status === 'synced');
    expect(cell(await again.stored('c2'), '2,2')).toEqual(winner);
    const benAgain = await otherPhone(again, 'Ben', 'ben-phone-2');
    await until(benAgain.doc, () => !!benAgain.replica.game('c2')?.doc);
    expect(cellOf(benAgain, 'c2', '2,2')).toEqual(winner);
    await again.link.leaveGroup();
    await poll(() => ana.group.getState().status === 'off');
  });

  it('shared again in a page that closed before the edits went: they go when the app next opens', async () => {
    const ana = await anaInGroup('reshare-3', 'c3');
    const ben = await otherPhone(ana, 'Ben', 'ben-phone');
    await until(ben.doc, () => !!ben.replica.game('c3')?.doc);
    await ana.group.getState().setOnlyHere('c3', true);
    await ana.tap('c3', { kind: 'cell', player: 0, cell: '2,2', tile: pink }, at(30));
    // The switch turned off and stored, the page gone before its link sent anything.
    const m = (await ana.membership.readMembership())!;
    await ana.membership.writeMembership({ ...m, onlyHere: [] });
    const again = await openApp('reshare-3');
    await until(ben.doc, () => !!cellOf(ben, 'c3', '2,2'));
    expect(cellOf(ben, 'c3', '2,2')).toEqual(pink);
    await poll(() => again.group.getState().status === 'synced');
    expect(cell(await again.stored('c3'), '2,2')).toEqual(pink);
    // Once the log on the phone holds them, the kept edits are forgotten: nothing is sent twice.
    const { readKeptHere } = await import('../../db/keptHere.ts');
    await poll(async () => !(await readKeptHere(m.id, 'c3')));
    await again.link.leaveGroup();
    await poll(() => ana.group.getState().status === 'off');
  });
});
