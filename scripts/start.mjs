// `npm start`: install what is missing, build the production app (with its service worker) and serve it.
import { spawn } from 'node:child_process';
import { ensureDependencies, must } from './ensure.mjs';

const port = Number(process.env.PORT || 4173);
ensureDependencies();
must('npx vite build');
console.log(`\nTile Tally is being served at http://localhost:${port}/  (Ctrl+C stops it)\n`);
const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { stdio: 'inherit' });
server.on('exit', (code) => process.exit(code ?? 0));
