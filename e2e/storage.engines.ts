// A reload while the app starts, in Firefox ESR and WebKitGTK as in Chromium (e2e/stash.faults.ts): the tap
// entered just before is there. (The database deleted under an open game: e2e/kill.engines.ts, whose browser is
// killed.) Expected boards are worked out by hand, never read back from the app.
import { startDealt } from './flows.ts';
import { cellsOnScreen } from './stored.ts';
import { test } from './engines/test.ts';

// Start-up's line on what it put back (the player is told on screen) names the fault the test makes; nothing else
// may be said. A storage module whose load the reload cuts off is not reported (src/ui/leaving.ts).
test.use({ expectedConsole: [/calico: storage recovery/] });

test('a tap and a reload in its own task, then a reload while the app starts: the tap is there', async ({ ep }) => {
  const page = ep.asPage;
  await startDealt(page);
  await page.getByRole('group', { name: 'Tiles' }).getByRole('button').first().waitFor(); // a moment after the board
  // No wait between the tap and the reload: the journal's write and the game's may both be cut off with the page.
  await ep.evaluate(() => {
    (window as unknown as { before?: boolean }).before = true;
    document.querySelector('[data-cell="1,1"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    [...document.querySelectorAll<HTMLButtonElement>('[aria-label="Tiles"] button')]
      .find((b) => b.getAttribute('aria-label')!.split(',')[0]!.replace(/^.*: /, '') === 'Navy quatrefoil')!
      .click();
    setTimeout(() => window.location.reload());
  });
  // Reloaded again as soon as the new document is there: its start-up (recovery of the tap) under way.
  await ep.until('the page reloaded', 60_000, () =>
    ep.evaluate(() => !(window as unknown as { before?: boolean }).before && document.readyState !== 'loading'),
  );
  await ep.reload();
  await ep.until('the tap on the board', 60_000, async () => (await cellsOnScreen(page))['1,1'] === 'Navy quatrefoil');
  await ep.reload();
  await ep.until(
    'the tap on the board after one more reload',
    60_000,
    async () => (await cellsOnScreen(page))['1,1'] === 'Navy quatrefoil',
  );
});
