// @vitest-environment jsdom
// The screen kept when the page is hidden (ui/snapshot.ts): only a screen drawn whole, with what the player chose in
// its form, and without what storage forgets it for (db/snapshot.ts).
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import { announce } from '../db/changes.ts';
import { stashEdits } from '../db/stash.ts';
import { keepScreenWhenHidden } from './snapshot.ts';

const KEY = 'tile-tally.snapshot.game';
const kept = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as { html: string; hash: string } | null;

keepScreenWhenHidden();

beforeEach(() => {
  document.head.innerHTML = '<script type="module" src="/assets/index-abc.js"></script>';
  window.location.hash = '#/game/g1';
  localStorage.clear();
});
afterEach(() => (document.body.innerHTML = ''));

const hide = () => window.dispatchEvent(new Event('pagehide'));

test("a game's screen is kept as drawn, with the form as chosen and style attributes set aside", () => {
  document.body.innerHTML = `<div id="root"><main class="game"><h1>Ana</h1>
    <input type="checkbox" id="coach"><input type="text" id="name">
    <span style="color: red">3</span></main></div>`;
  (document.getElementById('coach') as HTMLInputElement).checked = true;
  (document.getElementById('name') as HTMLInputElement).value = 'Ben';
  hide();
  const s = kept()!;
  expect(s.hash).toBe('#/game/g1');
  expect(s.html).toContain('<h1>Ana</h1>');
  expect(s.html).toMatch(/<input type="checkbox" id="coach" checked="">/);
  expect(s.html).toContain('value="Ben"');
  expect(s.html).toContain('data-snapshot-style="color: red"');
  expect(s.html).not.toContain(' style=');
});

test('"Loading…" is not kept, and the one kept before goes', () => {
  document.body.innerHTML = '<div id="root"><main><h1>Ana</h1></main></div>';
  hide();
  expect(kept()).not.toBeNull();
  document.body.innerHTML = '<div id="root"><main data-no-snapshot=""><p>Loading…</p></main></div>';
  hide();
  expect(kept()).toBeNull();
});

test('any stored change, and an edit on its way, forget it', () => {
  document.body.innerHTML = '<div id="root"><main><h1>Ana</h1></main></div>';
  hide();
  announce({ id: 'g2', rev: 4 });
  expect(kept()).toBeNull();
  hide();
  stashEdits({ id: 'g1', seed: null, edits: [] }); // a stash emptied once its edits are stored: nothing new
  expect(kept()).not.toBeNull();
  stashEdits({ id: 'g1', seed: null, edits: [{ edit: { cell: '1,1' }, at: '2026-11-28T05:00:00.000Z' }] });
  expect(kept()).toBeNull();
});

test("the page's rules are kept, those asking <html> for the colour scheme asking the snapshot's host", () => {
  const style = document.createElement('style');
  style.textContent = ":root { --ink: black } :root[data-theme='dark'] .wall { color: white } main { margin: 0 }";
  document.head.append(style);
  document.body.innerHTML = '<div id="root"><main><h1>Ana</h1></main></div>';
  hide();
  const css = (JSON.parse(localStorage.getItem(KEY)!) as { css: string }).css.replaceAll("'", '"');
  expect(css).toContain(':host {');
  expect(css).toContain(':host([data-theme="dark"]) .wall {');
  expect(css).toContain('main {');
  expect(css).not.toContain(':root');
});

test('other screens are not kept', () => {
  window.location.hash = '#/settings';
  document.body.innerHTML = '<div id="root"><main><h1>Settings</h1></main></div>';
  hide();
  expect(localStorage.length).toBe(0);
});

test('public/snapshot.js picks the language among the ones the app has', () => {
  const script = readFileSync('public/snapshot.js', 'utf8'); // run from the repository's root
  expect(script).toContain(`var LANGUAGES = ${JSON.stringify(LANGUAGES).replaceAll('"', "'").replaceAll(',', ', ')};`);
});
