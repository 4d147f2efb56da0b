import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import './ui/app.css';
import { listenForInstall } from './pwa/install.ts';
import { recoverPending } from './db/pending.ts';
import { recoverStorage } from './db/recovery.ts';
import { StorageNotice } from './ui/StorageNotice.tsx';

listenForInstall();
// Before any screen reads the games: IndexedDB is opened (and refilled from its OPFS copy if it failed), then a
// change stashed just before a reload or crash is written back.
void recoverStorage().then(() => recoverPending()).finally(() => createRoot(document.getElementById('root')!).render(<StrictMode><StorageNotice /><App /></StrictMode>));
