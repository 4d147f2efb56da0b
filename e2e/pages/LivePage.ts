// A live game from the players' side (issue 32): the host makes a game live, another phone joins by its invite.
import type { Page } from '@playwright/test';

/** The host makes game `id` live, entering `seat`; returns the invite's address on this server ("/?kind=…#/live/…"). */
export async function goLive(page: Page, id: string, seat: string): Promise<string> {
  await page.goto(`/#/game/${id}/table`);
  // A radio: while the table's screen comes, the game's own screen may still show a wall or a board named "Ana".
  await page.getByRole('radio', { name: seat, exact: true }).check();
  await page.getByRole('button', { name: 'Start playing live' }).click();
  await page.getByText('Show the link').click();
  const invite = await page.locator('input.share-url').inputValue();
  await page.getByRole('link', { name: 'Go to the game' }).click();
  await page.getByRole('region', { name: 'Live game' }).waitFor();
  const url = new URL(invite);
  return url.pathname + url.search + url.hash;
}

/** A phone opens the invite and taps the name of the player it enters (one tap: it joins, and the game opens once
 * it arrives). */
export async function joinLive(page: Page, invite: string, seat: string): Promise<void> {
  await page.goto(invite);
  await page.getByRole('button', { name: `I am ${seat}`, exact: true }).click();
  await page.getByRole('region', { name: 'Live game' }).waitFor();
}
