import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import './ui/app.css';
import { listenForInstall } from './pwa/install.ts';
import { provideCores } from './db/cores.ts';
import { CORES } from './games/cores.ts';
import { startJournal } from './db/journal.ts';
import { recoverPending } from './db/pending.ts';
import { recoverStorage } from './db/recovery.ts';
import { rebuildSummaries } from './db/summaries.ts';
import { StorageNotice } from './ui/StorageNotice.tsx';

listenForInstall();
// Storage knows no game: it is given the games' pure cores (loaded on first use) to summarise and edit documents.
provideCores(CORES);
// Before any screen reads the games: IndexedDB is opened (and refilled from its OPFS copy if it failed), then
// edits stashed or journalled just before a reload or a crash are applied, and summaries rebuilt if an upgrade
// dropped them.
startJournal();
void recoverStorage().then(() => recoverPending()).then(() => rebuildSummaries()).catch(() => undefined).finally(() => createRoot(document.getElementById('root')!).render(<StrictMode><StorageNotice /><App /></StrictMode>));
