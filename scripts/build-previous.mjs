// Builds the last release published under the old name ("Calico Score Sheet") into dist-previous/, for the test
// that updates an installed copy of it to this version. Needs the git history (a shallow clone lacks it: then
// nothing is built and that test skips, saying why).
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { resolve } from 'node:path';

export const PREVIOUS_RELEASE = '67bad4a'; // the app as it was before it became Tile Tally

const out = resolve('dist-previous');
if (existsSync(`${out}/index.html`)) process.exit(0);
const src = resolve('.previous-release');
try {
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  execSync(`git archive ${PREVIOUS_RELEASE} | tar -x -C "${src}"`, { stdio: 'pipe', shell: '/bin/bash' });
  symlinkSync(resolve('node_modules'), `${src}/node_modules`);
  execSync(`npx vite build --outDir "${out}" --emptyOutDir`, { cwd: src, stdio: 'pipe' });
  console.log(`built release ${PREVIOUS_RELEASE} into dist-previous/`);
} catch (e) {
  console.log(
    `could not build release ${PREVIOUS_RELEASE} (${String(e).split('\n')[0]}); the rename update test will skip`,
  );
} finally {
  rmSync(src, { recursive: true, force: true });
}
