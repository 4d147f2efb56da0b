import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import './ui/app.css';
import { listenForInstall } from './pwa/install.ts';
import { provideCores } from './db/cores.ts';
import { CORES } from './games/cores.ts';
import { startJournal } from './db/journal.ts';
import { recoverPending } from './db/pending.ts';
import { recoverStorage, SLOW_START_MS, slowStorageNotice, whileStarting } from './db/recovery.ts';
import { rebuildSummaries } from './db/summaries.ts';
import { StorageNotice } from './ui/StorageNotice.tsx';
import { activateLanguage, followOtherTabs, startLanguage } from './i18n/app.ts';

listenForInstall();
// Storage knows no game: it is given the games' pure cores (loaded on first use) to summarise and edit documents.
provideCores(CORES);
// Before any screen reads the games: IndexedDB is opened (and refilled from its OPFS copy if it failed), then
// edits stashed or journalled just before a reload or a crash are applied, and summaries rebuilt if an upgrade
// dropped them.
// Storage that does not answer (a full disk can hold IndexedDB for long) never keeps the app from showing: after
// a few seconds it shows anyway, says so, and screens wait for their own reads; start-up recovery goes on.
startJournal();
// The player's language is fetched first (a small chunk, precached): the first screen is already in their words.
const language = activateLanguage(startLanguage()).catch(() => activateLanguage('en')).catch(() => undefined);
followOtherTabs();
let shown = false;
const show = () => {
  if (shown) return;
  shown = true;
  void language.then(() => createRoot(document.getElementById('root')!).render(
    <StrictMode><StorageNotice /><App /></StrictMode>,
  ));
};
const slow = setTimeout(() => (slowStorageNotice(), show()), SLOW_START_MS);
const starting = recoverStorage().then(() => recoverPending()).then(() => rebuildSummaries());
whileStarting(starting); // a game's screen shown early waits for it (its journalled edits are applied first)
void starting.catch(() => undefined).finally(() => (clearTimeout(slow), slowStorageNotice(true), show()));
