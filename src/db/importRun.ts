// A chosen file imported from start to end: read (or unpack), parse, check, summarise and write, all in one
// place, which is the import worker (src/db/importWorker.ts): the page only shows progress, and the 10,000
// games of a large backup never cross to it or fill its memory. Where no worker can start it runs on the page.
// The games' pure cores are registered here (they summarise each game); no screen of any game is loaded.
import { azulCore } from '../games/azul/game.ts';
import { calicoCore } from '../games/calico/game.ts';
import { kalikoCore } from '../games/kaliko/game.ts';
import { registerCore } from '../games/registry.ts';
import { failedImport, importChecked, type ImportReport, type OnProgress } from './backup.ts';
import { readImportFile } from './importRead.ts';

registerCore(calicoCore);
registerCore(azulCore);
registerCore(kalikoCore);

/** Imports a file: all its valid games in one transaction, or none. Never throws. */
export async function runImport(file: Blob, { now, onProgress }: { now?: number; onProgress?: OnProgress } = {}): Promise<ImportReport> {
  try {
    const checked = await readImportFile(file, {
      now,
      onRead: (done, total) => onProgress?.('reading', done, total),
      onProgress: (done, total) => onProgress?.('checking', done, total),
    });
    return await importChecked(checked, onProgress);
  } catch (e) {
    // Nothing should get here (reading and writing report their own problems); if something does, it is words.
    return failedImport([`The import failed (${e instanceof Error ? e.name : 'unknown error'}). Nothing was imported.`]);
  }
}
