// @vitest-environment jsdom
// The journal keeps a tap until the second copy (OPFS) holds it too: after a full disk Chromium can start the next
// session with an empty database, and then the mirror and the journal are all that is left of a game (a game was
// lost that way: saved to IndexedDB when space came back, the disk full again before its copy was written, the
// journal already cleared).
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { indexOf } from './core/index.ts';
import { CalicoDb, useDatabase } from '../../db/db.ts';
import { forgetJournal } from '../../db/journal.ts';
import { mirrorHolds } from '../../db/mirror.ts';
import { emptyGame } from '../../test/games.ts';
import { flushSaves, useGameStore } from './store.ts';

vi.mock('../../db/journal.ts', async (original) => ({
  ...(await original<typeof import('../../db/journal.ts')>()),
  forgetJournal: vi.fn(),
}));
vi.mock('../../db/mirror.ts', async (original) => ({
  ...(await original<typeof import('../../db/mirror.ts')>()),
  mirrorHolds: vi.fn(),
}));

let n = 0;
async function tapOnce(): Promise<void> {
  useDatabase(new CalicoDb(`saving-mirror-${n}`));
  useGameStore.getState().open(emptyGame(`saving-mirror-${n++}`), null);
  await flushSaves();
  vi.mocked(forgetJournal).mockClear();
  const st = useGameStore.getState();
  st.setActivePlayer(0);
  st.select(indexOf(2, 2));
  st.place({ color: 'green', pattern: 'dots' } as never);
  await flushSaves();
  await new Promise((r) => setTimeout(r, 0)); // the mirror's answer
}

afterEach(() => vi.mocked(mirrorHolds).mockReset());

describe('the journal and the second copy', () => {
  it('a tap written to IndexedDB whose second copy failed stays in the journal', async () => {
    vi.mocked(mirrorHolds).mockResolvedValue(false);
    await tapOnce();
    expect(mirrorHolds).toHaveBeenCalled();
    expect(forgetJournal).not.toHaveBeenCalled();
  });

  it('once the second copy holds it, the journal forgets it', async () => {
    vi.mocked(mirrorHolds).mockResolvedValue(true);
    await tapOnce();
    expect(forgetJournal).toHaveBeenCalledTimes(1);
    expect(vi.mocked(forgetJournal).mock.calls[0]![0].length).toBeGreaterThan(0);
  });
});
