// A live invite whose server takes the request and never answers (a hung server, a captive network): the tap on a
// name is taken at once, said in words when it takes long, and ends in words with the names offered again. Once in
// WebKit such a tap did nothing for two minutes, with no message.
import { expect, test } from './test.ts';
import { StaticServer } from './static-server.ts';

test('a tap on a name whose server never answers: said at once, said late, then offered again in words', async ({
  page,
}) => {
  const server = new StaticServer('dist', {
    unanswered: (method, path) => method === 'POST' && path.startsWith('/api/'),
  });
  const port = await server.listen(0);
  try {
    // An invite of the shape the host's phone makes: a log's id (16 characters), its key (43), the game.
    await page.goto(
      `http://127.0.0.1:${port}/?kind=calico&player=Ana&player=Ben#/live/${'L'.repeat(16)}.${'k'.repeat(43)}/g-1`,
    );
    await page.getByRole('button', { name: 'I am Ben', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: `Joining the game on 127.0.0.1:${port}…` })).toBeVisible();
    const late = page
      .getByRole('alert')
      .filter({ hasText: /^Joining is taking longer than usual: 127\.0\.0\.1:\d+ has not answered yet\./ });
    await expect(late).toBeVisible();
    // The server's answer waited for long enough: it counts as unreachable, and the names are offered again.
    await expect(page.getByRole('alert').filter({ hasText: "The group's server cannot be reached." })).toBeVisible();
    await expect(late).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'I am Ben', exact: true })).toBeVisible();
    // Nothing of the game is kept on this phone: no live game to start at its next start.
    const kept = await page.evaluate(
      () =>
        new Promise((done, failed) => {
          const open = indexedDB.open('calico-score-sheet');
          open.onerror = () => failed(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction('settings').objectStore('settings').get('live');
            get.onsuccess = () => (open.result.close(), done(get.result ?? null));
          };
        }),
    );
    expect(kept, 'live games stored on this phone').toBeNull();
  } finally {
    await server.close();
  }
});
