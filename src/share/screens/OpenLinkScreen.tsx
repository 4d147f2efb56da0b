// A link from another phone: join a game to enter one's own board, a player's board for the host's game, or a
// copy of a game for this phone's history. A damaged link changes nothing and says why.
import { useEffect, useState } from 'react';
import { importText, reportText } from '../../db/backup.ts';
import type { GameRow } from '../../db/db.ts';
import { storedGame as loadStored } from '../../db/games.ts'; // after start-up's journalled edits
import { entryForFormat } from '../../games/registry.ts';
import type { GameDoc, GameModule } from '../../games/types.ts';
import { href, navigate } from '../../ui/router.ts';
import { joinSeat } from '../boards.ts';
import { readCode, type LinkKind, type Received } from '../payload.ts';
import { ReceiveBoard } from './ReceiveBoard.tsx';
import '../share.css';

const TITLES: Record<LinkKind, string> = { join: 'Enter your own board', board: "A player's board", copy: 'A game from another phone' };

export function OpenLinkScreen({ kind, code }: { kind: LinkKind; code: string }) {
  const [read, setRead] = useState<{ ok: true; value: Received } | { ok: false; message: string } | null>(null);
  useEffect(() => {
    let live = true;
    setRead(null);
    if (!code) setRead({ ok: false, message: `This link is empty: nothing comes after "#/${kind}/". It was probably cut short when it was copied; ask for it again.` });
    else void readCode(code, kind).then((r) => live && setRead(r));
    return () => void (live = false);
  }, [code, kind]);
  return (
    <main className="share-screen">
      <h1>{TITLES[kind]}</h1>
      {!read && <p>Reading the link…</p>}
      {read && !read.ok && <><p role="alert" className="warning">{read.message}</p><p>Nothing was changed on this phone.</p></>}
      {read?.ok && read.value.kind === 'join' && <Join m={read.value.module} setup={read.value.game} />}
      {read?.ok && read.value.kind === 'copy' && <Copy m={read.value.module} game={read.value.game} />}
      {read?.ok && read.value.kind === 'board' && <Board board={read.value} />}
      <p><a className="nav-link" href={href({ name: 'home' })}>Home</a></p>
    </main>
  );
}

function Join({ m, setup }: { m: GameModule; setup: GameDoc }) {
  const [problem, setProblem] = useState<string | null>(null);
  const name = entryForFormat(setup.format)!.name;
  const join = async (seat: number) => {
    try {
      navigate({ name: 'game', id: await joinSeat(m, setup, seat) });
    } catch (e) {
      setProblem(`The game could not be made on this phone: ${e instanceof Error ? e.message : 'unknown problem'}.`);
    }
  };
  return (
    <>
      <p>{name} with <bdi>{setup.players.map((p) => p.name).join(', ')}</bdi>. Which player are you? You enter only your own board; when it is done, your phone shows a code for the host.</p>
      <ul className="seat-choices">
        {setup.players.map((p, i) => <li key={i}><button type="button" className="primary" onClick={() => void join(i)}>I am <bdi>{p.name}</bdi></button></li>)}
      </ul>
      {problem && <p role="alert" className="warning">{problem}</p>}
    </>
  );
}

function Copy({ m, game }: { m: GameModule; game: GameDoc }) {
  const [report, setReport] = useState<string | null>(null);
  // Kept as a separate game (its id was another game's here): it has a new id, so the link goes to history.
  const [separate, setSeparate] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = entryForFormat(game.format)!.name;
  const summary = m.core.summarise(game);
  const add = async () => {
    setBusy(true);
    // The same path as a backup file: validated again, written in one transaction, never duplicated.
    const r = await importText(JSON.stringify(game));
    setBusy(false);
    setSeparate(r.ok && r.separate > 0);
    setReport(!r.ok ? `Not imported: ${r.problems.join('; ')}` : r.unchanged ? 'This game is already in your history: nothing was added.' : reportText(r));
  };
  return (
    <>
      <p>{name}, {new Date(game.createdAt).toLocaleDateString()}{game.finishedAt ? '' : ' (not finished)'}:</p>
      <ul>{summary.players.map((p, i) => <li key={i}><bdi>{p.name}</bdi>: {p.total} points{p.place === 1 ? ' (winner)' : ''}</li>)}</ul>
      {!report && <button type="button" className="primary" disabled={busy} onClick={() => void add()}>Add to my history</button>}
      {report && <p role="status" className="notice">{report}</p>}
      {report && <p>{separate ? <a className="nav-link" href={href({ name: 'history' })}>Open history</a> : <a className="nav-link" href={href({ name: 'review', id: game.id })}>Open the game</a>}</p>}
    </>
  );
}

function Board({ board }: { board: Extract<Received, { kind: 'board' }> }) {
  const [host, setHost] = useState<GameRow | null | undefined>(undefined);
  useEffect(() => void loadStored(board.gameId).then((r) => setHost(r && !r.deletedAt ? r : null)), [board.gameId]);
  if (host === undefined) return <p>Looking for the game…</p>;
  if (!host) return <p role="alert" className="warning">This is {board.name}'s board for a game that is not on this phone. Open it on the phone of whoever keeps the score (in their game: Players enter their own boards, then scan).</p>;
  return <ReceiveBoard m={board.module} host={host} board={board} onCancel={() => navigate({ name: 'game', id: host.id })} />;
}
