// `npm start`: install what is missing, build the production app (with its service worker) and the server's bundle
// (scripts/build-server.mjs), and run the group's server, which serves the app and the group sync endpoint on one
// origin and prints its address. PORT (4173), HOST (127.0.0.1) and TILE_TALLY_DATA (./data, where groups are kept)
// change where it runs.
import { spawn } from 'node:child_process';
import { ensureDependencies, must } from './ensure.mjs';

ensureDependencies();
must('npx vite build');
// Imported once the dependencies are there (it needs esbuild).
const { buildServer } = await import('./build-server.mjs');
const bundle = await buildServer();
const server = spawn(process.execPath, [bundle, '--port', process.env.PORT || '4173'], { stdio: 'inherit' });
server.on('exit', (code) => process.exit(code ?? 0));
