// The screen catalogue's layout checks (e2e/layout-checks.ts: nothing sideways, no squeezed or overlapping text,
// targets of at least 24 px) on a handful of screens in Firefox ESR and WebKitGTK at 390×844, with the browser's
// text at its usual size and at 200 % (its default font size 32 px, as a reader sets it).
import { startDealt } from './flows.ts';
import { screenProblems } from './layout-checks.ts';
import { AzulPlayPage, AzulSetupPage } from './pages/AzulPages.ts';
import { KalikoPage } from './pages/KalikoPage.ts';
import { test, expect } from './engines/test.ts';
import type { EnginePage } from './engines/page.ts';

for (const fontPx of [16, 32]) {
  test.describe(`text ${fontPx === 16 ? 'as shipped' : 'at 200 %'}`, () => {
    test.use({ fontPx });

    test('home, a Calico board, an Azul round, Kaliko, history and settings lay out whole', async ({ ep }, info) => {
      const page = ep.asPage;
      const problems: string[] = [];
      const look = async (name: string) => {
        const r = await screenProblems(page, { layout: true, targets: { grow: fontPx > 16 } });
        // A picture of each screen with a problem, to look at.
        if (r.layout.length || r.targets.length)
          await ep.screenshot({ path: info.outputPath(`${name.replace(/\W+/g, '-')}.png`) });
        problems.push(...[...r.layout, ...r.targets].map((p) => `${name}: ${p}`));
      };
      const rootFont = (p: EnginePage) => p.evaluate(() => getComputedStyle(document.documentElement).fontSize);

      await ep.goto('/');
      await ep.getByRole('heading', { name: 'Tile Tally' }).waitFor();
      expect(await rootFont(ep)).toBe(`${fontPx}px`);
      expect(await ep.evaluate(() => [innerWidth, innerHeight])).toEqual([390, 844]);
      await look('home');
      await startDealt(page, ['Ana', 'Ben']);
      await look('Calico board');
      const azul = new AzulSetupPage(page);
      await azul.open();
      await azul.setPlayers(['Ana', 'Ben']);
      await azul.start();
      await new AzulPlayPage(page).waitForRound(1);
      await look('Azul round');
      const k = new KalikoPage(page);
      await k.setup(['Ana', 'Ben'], 'DB-RRR', 0);
      await k.start();
      await look('Kaliko play');
      await ep.goto('/#/history');
      await ep.getByRole('heading', { name: 'Past games' }).waitFor();
      await look('history');
      await ep.goto('/#/settings');
      await ep.getByTestId('storage-used').waitFor();
      await look('settings');
      expect(problems).toEqual([]);
    });
  });
}
