// The revision check's reading, off the page: every copy read and parsed and every stored row decoded here (1,000
// games cost the page ~1.4 s of main thread), and only the ids to act on go back (revisionCheck.ts).
/// <reference lib="webworker" />
import { answerCheck } from './revisionsRead.ts';

onmessage = async (e: MessageEvent<{ db: string }>) => postMessage(await answerCheck(e.data.db));
