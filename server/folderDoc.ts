// A group's document in the data folder (the embedded mode): its updates file (server/store.ts), and the updates
// the check refused kept aside beside it, each with its reason, for the operator to look at.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocStore } from './rooms.ts';
import { UpdateFile } from './store.ts';

export class FolderDoc extends UpdateFile implements DocStore {
  constructor(private readonly dir: string) {
    super(join(dir, 'updates.bin'));
  }

  setAside(update: Uint8Array, why: string): void {
    const dir = join(this.dir, 'refused');
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
    try {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `${name}.bin`), update);
      writeFileSync(join(dir, `${name}.txt`), `${why}\n`);
    } catch {
      // no room to keep it (a full disk): it is refused all the same
    }
  }
}
