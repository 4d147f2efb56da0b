import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import './ui/app.css';
import { listenForInstall } from './pwa/install.ts';
import { recoverPending } from './db/pending.ts';

listenForInstall();
// A change stashed just before a reload or crash is written back before any screen reads the games.
void recoverPending().finally(() => createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>));
