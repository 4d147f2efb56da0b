import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import './ui/app.css';
import { listenForInstall } from './pwa/install.ts';

listenForInstall();

createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
