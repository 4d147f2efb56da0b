// The score pad: rounds as rows, players as columns (round points and the running total), the bonuses, the total,
// the places, the winner and (only when there was a tie) how it was broken. On the open game any round can be
// opened to correct it: everything after it is scored again from the record.
import { points, placeName } from '../../shared/words.ts';
import { explainBonuses, scoreGame, type AzulGame, type GameScore } from '../core/index.ts';
import { useAzulStore } from '../store.ts';
import { SidewaysTable } from '../../../ui/SidewaysTable.tsx';
import { href, navigate } from '../../../ui/router.ts';
import { WallPicture } from '../ui/WallThumb.tsx';
import { ShareGameLink } from '../../../share/ShareBar.tsx';
import { FinishGame } from '../../../ui/FinishGame.tsx';
import { azulCore } from '../game.ts';
import { useT } from '../../../i18n/useT.ts';

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const list = (xs: string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

export function ScorePad({ game, score, onRound }: { game: AzulGame; score: GameScore; onRound?: (r: number) => void }) {
  const { m } = useT();
  const winners = score.winners.map((i) => score.players[i]!.name);
  const top = score.players[score.winners[0] ?? 0]?.total ?? 0;
  const bonusRows = [
    { key: 'rows', label: 'Rows (+2 each)', f: (p: GameScore['players'][number]) => p.bonuses.rows.reduce((s, b) => s + b.points, 0) },
    { key: 'columns', label: 'Columns (+7 each)', f: (p: GameScore['players'][number]) => p.bonuses.columns.reduce((s, b) => s + b.points, 0) },
    { key: 'colors', label: 'Colours (+10 each)', f: (p: GameScore['players'][number]) => p.bonuses.colors.reduce((s, b) => s + b.points, 0) },
  ];
  return (
    <>
      <p className="winner" role="status" data-testid="winner">
        {!score.ended && <span className="muted">Not ended yet (no complete row). </span>}
        {game.players.length === 1 ? `${game.players[0]!.name}: ${m(points(top))}`
          : !score.ended ? `Leading: ${list(winners)} with ${m(points(top))}`
            : winners.length > 1 ? `Shared win: ${list(winners)} with ${m(points(top))}` : `Winner: ${winners[0]} with ${m(points(top))}`}
      </p>
      {score.ended && score.notes.map((n, i) => <p key={i} className="tie-note" data-testid="tie-note">{m(n)}</p>)}
      <SidewaysTable label="Score pad">
        <table className="score-pad az-pad">
          <caption className="visually-hidden">Score pad: each round's points and the running total</caption>
          <thead>
            <tr><th scope="col">Round</th>{game.players.map((p, i) => <th scope="col" key={i}><bdi>{p.name}</bdi></th>)}</tr>
          </thead>
          <tbody>
            {game.rounds.map((_, r) => r < score.rounds && (
              <tr key={r}>
                <th scope="row">
                  {onRound ? <button type="button" className="link az-open-round" onClick={() => onRound(r)} aria-label={`Open round ${r + 1} to correct it`}>{r + 1}</button> : r + 1}
                </th>
                {score.players.map((p, i) => {
                  const x = p.rounds[r]!;
                  return (
                    <td key={i} data-testid={`round-${r}-${i}`}>
                      <span className="pts">{x.after}</span>
                      <span className="note">{signed(x.wallPoints)}{x.floor.penalty ? ` ${signed(x.floor.penalty)}` : ''}{x.clamp ? '*' : ''}{x.floor.firstPlayer ? ' ①' : ''}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
            {score.ended && bonusRows.map((b) => (
              <tr key={b.key} className="az-bonus">
                <th scope="row">{b.label}</th>
                {score.players.map((p, i) => <td key={i} data-testid={`${b.key}-${i}`}><span className="pts">{b.f(p) ? `+${b.f(p)}` : '–'}</span></td>)}
              </tr>
            ))}
            <tr className="row-total">
              <th scope="row">Total</th>
              {score.players.map((p, i) => <td key={i} data-testid={`total-${i}`}><span className="pts">{p.total}</span></td>)}
            </tr>
            {game.players.length > 1 && (
              <tr>
                <th scope="row">Place</th>
                {score.players.map((p, i) => <td key={i} data-testid={`place-${i}`}>{m(placeName(p.place))}</td>)}
              </tr>
            )}
          </tbody>
        </table>
      </SidewaysTable>
      <p className="muted">Under each running total: wall points and floor penalty; ① took the first-player marker{score.players.some((p) => p.clamp) ? '; * the score would have gone below 0 and stayed at 0' : ''}.{score.ended ? '' : ' Bonuses are added when the game ends.'}</p>
    </>
  );
}

/** Every player's final wall with what its bonuses were for. */
function Walls({ score }: { score: GameScore }) {
  const { m } = useT();
  return (
    <div className="mini-boards">
      {score.players.map((p, i) => {
        const lines = explainBonuses(p).map(m);
        return (
          <figure key={i}>
            <WallPicture wall={p.wall} side={score.side} label={`${p.name}'s wall`} className="az-mini" />
            <figcaption><bdi>{p.name}</bdi>: {p.total}{lines.length > 0 && <span className="note">{lines.join('; ')}</span>}</figcaption>
          </figure>
        );
      })}
    </div>
  );
}

export function ResultsScreen() {
  const game = useAzulStore((s) => s.game);
  const score = useAzulStore((s) => s.score);
  const notice = useAzulStore((s) => s.notice);
  if (!game || !score) return <main><p>Loading…</p></main>;
  const st = useAzulStore.getState();
  const openRound = (r: number) => {
    st.setRound(r);
    navigate({ name: 'game', id: game.id });
  };
  return (
    <main className="results az-results">
      <h1>Score pad</h1>
      {game.finishedAt && game.updatedAt > game.finishedAt && <p className="muted">Finished, then corrected afterwards: these are the scores as entered now.</p>}
      {notice && <p role="status" className="notice">{notice}</p>}
      <ScorePad game={game} score={score} onRound={openRound} />
      <div className="row">
        <a className="button" href={href({ name: 'game', id: game.id })}>Back to the rounds</a>
        {game.finishedAt && <span className="muted">Finished.</span>}
        <ShareGameLink id={game.id} />
        <a className="button" href={href({ name: 'home' })}>Home</a>
      </div>
      <FinishGame game={game} core={azulCore} ready={score.ended} open={st.open} onFinish={() => st.finish()} />
      <Walls score={score} />
    </main>
  );
}

/** The read-only score pad of a stored game (review). */
export function SheetOf({ doc }: { doc: AzulGame }) {
  const score = scoreGame(doc);
  return (
    <>
      <ScorePad game={doc} score={score} />
      <Walls score={score} />
    </>
  );
}
