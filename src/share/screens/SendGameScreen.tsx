// Copy a game to another phone (QR code, link or file) or out to BG Stats.
import { downloadJson } from '../../ui/download.ts';
import { gameFileName } from '../../db/backup.ts';
import { entryForFormat } from '../../games/registry.ts';
import { href } from '../../ui/router.ts';
import { bgStatsLink } from '../bgstats.ts';
import { linkTo } from '../links.ts';
import { encodeCopy } from '../payload.ts';
import { ShareLink } from '../ShareLink.tsx';
import { useCode, useStored } from '../useStored.ts';
import '../share.css';

export function SendGameScreen({ id }: { id: string }) {
  const stored = useStored(id);
  const code = useCode(stored ? () => encodeCopy(stored.m, stored.row.doc) : null, [stored?.row.doc.updatedAt]);
  if (stored === undefined) return <main><p>Loading…</p></main>;
  if (stored === null) return <main><h1>Game not found</h1><p role="alert">This game is not on this device.</p><a className="nav-link" href={href({ name: 'home' })}>Home</a></main>;
  const { row, m } = stored;
  const doc = row.doc;
  const entry = entryForFormat(doc.format)!;
  const names = doc.players.map((p) => p.name).join(', ');
  const summary = m.core.summarise(doc);
  return (
    <main className="share-screen">
      <h1>Share this game</h1>
      <p>{entry.name}: <bdi>{names}</bdi>. Scanned or opened on another phone, it goes into that phone's history (once, however often it is opened).</p>
      {code ? <ShareLink url={linkTo('copy', code)} label={`QR code of the ${entry.name} game of ${names}`} title={`${entry.name}: ${names}`} /> : <p>Making the code…</p>}
      <div className="row">
        <button type="button" onClick={() => downloadJson(gameFileName(doc), doc)}>Save as a file</button>
        {doc.finishedAt
          ? <a className="button" href={bgStatsLink({ id: doc.id, kind: entry.kind, name: entry.name, createdAt: doc.createdAt, summary })} target="_blank" rel="noopener noreferrer">Send to BG Stats</a>
          : <span className="muted">Finish the game to send it to BG Stats.</span>}
      </div>
      <p><a className="nav-link" href={href({ name: 'review', id })}>Back to the game</a></p>
    </main>
  );
}
