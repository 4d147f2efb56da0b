// The revision check's reading, off the page: every copy read and parsed and every stored row decoded here (1,000
// games cost the page ~1.4 s of main thread), and only the ids to act on go back (revisionCheck.ts).
/// <reference lib="webworker" />
import { mirroredKeys, mirrorRoot } from './mirror.ts';
import { decide } from './revisions.ts';
import { copyRevs, storedRevs } from './revisionsRead.ts';

onmessage = async (e: MessageEvent<{ db: string }>) => {
  try {
    // No mirror seen from here (a browser whose workers lack it): every copy would look missing. The page checks.
    if (!(await mirrorRoot())) throw new Error('no mirror in the worker');
    const [ids, stored] = await Promise.all([mirroredKeys('games'), storedRevs(e.data.db)]);
    postMessage({ ok: true, decision: decide(await copyRevs(ids), stored) });
  } catch (err) {
    postMessage({ ok: false, error: String(err) });
  }
};
