// The score pad: players as columns, one row per scoring line, winner(s) and how ties were broken.
import { points } from '../../shared/words.ts';
import { useT } from '../../../i18n/useT.ts';
import { editedAfterFinish, scoreGame, scoreSheet, winners, type Game, type GameScore } from '../core/index.ts';
import { useGameStore } from '../store.ts';
import { BoardSvg } from '../ui/BoardSvg.tsx';
import { href } from '../../../ui/router.ts';
import { ShareGameLink } from '../../../share/ShareBar.tsx';
import { FinishGame } from '../../../ui/FinishGame.tsx';
import { calicoCore } from '../game.ts';
import './results.css';
import { SidewaysTable } from '../../../ui/SidewaysTable.tsx';

const TIE_BREAK_TEXT = {
  'buttons-first': 'Ties are broken by most buttons (rainbow included), then most cat tokens; players still level share the place.',
  'cats-first': 'Ties are broken by most cat tokens, then most buttons (the rulebook’s order); players still level share the place.',
} as const;

export function ResultsSheet({ game, score }: { game: Game; score: GameScore }) {
  const { m } = useT();
  const rows = scoreSheet(game, score, { buttonRows: 'per-colour' });
  const won = winners(score);
  return (
    <>
      <p className="winner" role="status">
        {!score.finished && <span className="muted">Not finished yet. Standing: </span>}
        {won.length > 1 ? `Shared win: ${won.join(' and ')}` : `Winner: ${won[0]}`} with {m(points(score.players.find((p) => p.place === 1)!.total))}
      </p>
      <SidewaysTable className={`cal-pad players-${score.players.length}`} label="Score sheet">
        <table className="score-pad">
          <caption className="visually-hidden">Score sheet</caption>
          <thead>
            <tr><th scope="col"><span className="visually-hidden">Line</span></th>{score.players.map((p) => <th scope="col" key={p.name}>{p.name}</th>)}</tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} className={`row-${r.key}`}>
                <th scope="row">{m(r.label)}</th>
                {r.cells.map((c, i) => (
                  <td key={i} data-testid={`${r.key}-${i}`}>
                    <span className="pts">{r.key === 'place' && c.note ? m(c.note) : c.points ?? '–'}</span>
                    {r.key !== 'place' && c.note && <span className="note">{m(c.note)}</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </SidewaysTable>
      {score.tieNotes.length > 0 && <p className="muted">{TIE_BREAK_TEXT[score.rules.tieBreak]}</p>}
      {score.tieNotes.map((n, i) => <p key={i} className="tie-note">{m(n)}</p>)}
      <p className="muted">
        {score.source === 'history' ? 'Exact: scored from the full placement history.' : 'Scored from the final boards (each group once); corrections are shown on their own row.'}
      </p>
    </>
  );
}

export function ResultsScreen() {
  const { game, score, finish, open } = useGameStore();
  if (!game || !score) return <p>Loading…</p>;
  return (
    <main className="results">
      <h1>Results</h1>
      {editedAfterFinish(game) && <p className="muted">Finished, then edited afterwards: these are the scores of the boards as they are now.</p>}
      <ResultsSheet game={game} score={score} />
      <div className="row">
        <a className="button" href={href({ name: 'game', id: game.id })}>Back to the boards</a>
        <ShareGameLink id={game.id} />
        <a className="button" href={href({ name: 'home' })}>Home</a>
      </div>
      <FinishGame game={game} core={calicoCore} ready={score.finished} open={open} onFinish={finish}
        afterRematch={() => useGameStore.setState({ notice: 'Rematch: the same players, boards, goals, cats and patterns as the last game.' })} />
      <BoardsGallery game={game} score={score} />
    </main>
  );
}

/** The read-only sheet of a stored game (review). */
export function SheetOf({ doc }: { doc: Game }) {
  const score = scoreGame(doc);
  return (
    <>
      <ResultsSheet game={doc} score={score} />
      <BoardsGallery game={doc} score={score} />
    </>
  );
}

/** Every player's board as a read-only picture with its total. */
export function BoardsGallery({ game, score }: { game: Game; score: GameScore }) {
  return (
    <div className="mini-boards">
      {game.players.map((p, i) => (
        <figure key={p.name}>
          <BoardSvg sheet={p} score={score.players[i]} label={`${p.name}'s board`} className="board mini" />
          <figcaption><bdi>{p.name}</bdi>: {score.players[i]!.total}</figcaption>
        </figure>
      ))}
    </div>
  );
}
