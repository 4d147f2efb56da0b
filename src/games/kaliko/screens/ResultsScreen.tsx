// Results: per player total and place, per turn what was scored, the pattern; what closes the game.
import { points } from '../../shared/words.ts';
import { pathNote, placeName, replay, type KalikoGame } from '../core/index.ts';
import { useKaliko } from '../store.ts';
import { PatternSvg } from '../ui/PatternSvg.tsx';
import { SidewaysTable } from '../../../ui/SidewaysTable.tsx';
import { href } from '../../../ui/router.ts';
import { placesOf, endReason } from '../core/index.ts';
import { ShareGameLink } from '../../../share/ShareBar.tsx';
import { FinishGame } from '../../../ui/FinishGame.tsx';
import { kalikoCore } from '../game.ts';
import { useT } from '../../../i18n/useT.ts';

export function KalikoSheet({ doc }: { doc: KalikoGame }) {
  const { m } = useT();
  const state = replay(doc);
  const places = placesOf(state.totals);
  const n = doc.players.length;
  const rounds = Math.ceil(state.turns.length / n);
  const best = Math.max(...state.totals);
  const winners = doc.players.filter((_, i) => state.totals[i] === best).map((p) => p.name);
  return (
    <>
      <p className="winner" role="status">
        {/* Before the end nobody has won yet: the same line says who leads. */}
        {!state.ended && <span className="muted">Not over yet. </span>}
        {winners.length > 1 ? `${state.ended ? 'Shared win' : 'Level'}: ${winners.join(' and ')}` : `${state.ended ? 'Winner' : 'Leading'}: ${winners[0]}`} with {m(points(best))}
      </p>
      {state.ended && <p className="muted">The game ended because {m(endReason(state.ended))}.</p>}
      <SidewaysTable label="Score pad">
        <table className="score-pad">
          <caption className="visually-hidden">Score sheet</caption>
          <thead>
            <tr><th scope="col">Round</th>{doc.players.map((p) => <th scope="col" key={p.name}>{p.name}</th>)}</tr>
          </thead>
          <tbody>
            {Array.from({ length: rounds }, (_, r) => (
              <tr key={r}>
                <th scope="row">{r + 1}</th>
                {doc.players.map((_, i) => {
                  const t = state.turns[r * n + i];
                  const turn = t && doc.turns[t.index]!;
                  return (
                    <td key={i}>
                      {!t || !turn ? '' : turn.kind === 'play'
                        ? <><span className="pts">{t.points}</span><span className="note">{t.paths.map((p) => m(pathNote(p))).join('; ')}</span></>
                        : <span className="note">{turn.kind === 'exchange' ? `exchanged ${turn.count}` : 'passed'}</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
            <tr className="row-total">
              <th scope="row">Total</th>
              {doc.players.map((_, i) => <td key={i} data-testid={`result-total-${i}`}><span className="pts">{state.totals[i]}</span></td>)}
            </tr>
            <tr>
              <th scope="row">Place</th>
              {doc.players.map((_, i) => <td key={i} data-testid={`result-place-${i}`}>{m(placeName(places[i]!))}</td>)}
            </tr>
          </tbody>
        </table>
      </SidewaysTable>
      <PatternSvg placed={state.pattern.placed} still label={`The final pattern: ${state.pattern.placed.length} tiles`} className="kstill" />
    </>
  );
}

export function ResultsScreen() {
  const { game, finish, reopen, open } = useKaliko();
  if (!game) return <main><p>Loading…</p></main>;
  return (
    <main className="results">
      <h1>Results</h1>
      <KalikoSheet doc={game} />
      <div className="row">
        <a className="button" href={href({ name: 'game', id: game.id })}>Back to the game</a>
        {game.finishedAt && <button type="button" onClick={reopen}>Reopen game</button>}
        <ShareGameLink id={game.id} />
        <a className="button" href={href({ name: 'home' })}>Home</a>
      </div>
      <FinishGame game={game} core={kalikoCore} ready open={open} onFinish={finish} />
    </main>
  );
}
