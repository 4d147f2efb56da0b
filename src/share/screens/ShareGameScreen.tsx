// Players enter their own boards: the host's game shows a code to join and reads the boards that come back; a
// player's own game (made by joining) shows its board as a code for the host.
import { useCallback, useState } from 'react';
import type { GameRow } from '../../db/db.ts';
import type { GameModule } from '../../games/types.ts';
import { href } from '../../ui/router.ts';
import { findCode, linkTo, seatOf } from '../links.ts';
import { encodeBoard, encodeJoin, readCode, type Received } from '../payload.ts';
import { Scanner } from '../Scanner.tsx';
import { ShareLink } from '../ShareLink.tsx';
import { useCode, useStored } from '../useStored.ts';
import { ReceiveBoard } from './ReceiveBoard.tsx';
import { pointsText } from '../words.ts';
import '../share.css';

export function ShareGameScreen({ id }: { id: string }) {
  const stored = useStored(id);
  if (stored === undefined) return <main><p>Loading…</p></main>;
  if (stored === null) return <main><h1>Game not found</h1><p role="alert">This game is not on this device.</p><a className="nav-link" href={href({ name: 'home' })}>Home</a></main>;
  const { row, m } = stored;
  if (!m.share) {
    return <main><h1>Players enter their own boards</h1><p>This game is entered on one phone; a finished game can be copied to other phones.</p><a className="nav-link" href={href({ name: 'game', id })}>Back to the game</a></main>;
  }
  const seat = seatOf(id);
  return seat ? <SendBoard m={m} row={row} hostId={seat.hostId} seat={seat.seat} /> : <HostJoin m={m} row={row} />;
}

function HostJoin({ m, row }: { m: GameModule; row: GameRow }) {
  const doc = row.doc;
  const code = useCode(() => encodeJoin(m, doc), [doc.id]);
  const [received, setReceived] = useState<Extract<Received, { kind: 'board' }> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const onText = useCallback(async (text: string) => {
    setProblem(null);
    const found = findCode(text);
    if (!found || (found.kind && found.kind !== 'board')) return setProblem(found ? "That is not a player's board: ask the player for the code their phone shows when their board is done." : 'That is not a Tile Tally link.');
    const r = await readCode(found.code, 'board');
    if (!r.ok) return setProblem(r.message);
    if (r.value.kind === 'board') setReceived(r.value);
  }, []);
  return (
    <main className="share-screen">
      <h1>Players enter their own boards</h1>
      {!received && (
        <>
          <p>Each player scans this code with their phone (or opens the link), picks their name and enters their own board. Nothing goes over the internet.</p>
          {code ? <ShareLink url={linkTo('join', code)} label={`QR code to join this game: ${doc.players.map((p) => p.name).join(', ')}`} title="Join our game on Tile Tally" /> : <p>Making the code…</p>}
          <h2>Boards back from the players</h2>
          <p className="muted">When a board is done, that player's phone shows a code: scan it here.</p>
          <Scanner what="a player's board" onText={(t) => void onText(t)} />
          {problem && <p role="alert" className="warning">{problem}</p>}
        </>
      )}
      {received && <ReceiveBoard m={m} host={row} board={received} onCancel={() => setReceived(null)} />}
      <p><a className="nav-link" href={href({ name: 'game', id: doc.id })}>Back to the game</a></p>
    </main>
  );
}

function SendBoard({ m, row, hostId, seat }: { m: GameModule; row: GameRow; hostId: string; seat: number }) {
  const doc = row.doc;
  const code = useCode(() => encodeBoard(m, doc, hostId, seat), [doc.updatedAt]);
  const name = doc.players[0]!.name;
  const points = m.core.summarise(doc).players[0]?.total ?? 0;
  return (
    <main className="share-screen">
      <h1>Send your board to the host</h1>
      <p><strong>{name}'s board: {m.share!.boardSize(doc, 0)}, {pointsText(points)}.</strong> The host scans this code in their game (Players enter their own boards), or opens the link.</p>
      {code ? <ShareLink url={linkTo('board', code)} label={`QR code of ${name}'s board for the host`} title={`${name}'s board`} /> : <p>Making the code…</p>}
      <p><a className="nav-link" href={href({ name: 'game', id: doc.id })}>Back to my board</a></p>
    </main>
  );
}
