import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import './ui/app.css';
import { listenForInstall } from './pwa/install.ts';
import { startJournal } from './db/journal.ts';
import { recoverPending } from './db/pending.ts';

listenForInstall();
// Edits stashed or journalled just before a reload or a crash are applied before any screen reads the games.
startJournal();
void recoverPending().finally(() => createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>));
