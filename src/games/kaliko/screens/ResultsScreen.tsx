// Results: per player total and place, per turn the running total with what the turn scored under it, the
// pattern; what closes the game.
import { pathNote, placeName, replay, type KalikoGame } from '../core/index.ts';
import { useKaliko } from '../store.ts';
import { PatternSvg } from '../ui/PatternSvg.tsx';
import { SidewaysTable } from '../../../ui/SidewaysTable.tsx';
import { href } from '../../../ui/router.ts';
import { placesOf, endReason } from '../core/index.ts';
import { ShareGameLink } from '../../../ui/ShareBar.tsx';
import { FinishGame } from '../../../ui/FinishGame.tsx';
import { RenamePlayers } from '../../../ui/RenamePlayers.tsx';
import { kalikoCore } from '../core/gameCore.ts';
import { useT } from '../../../i18n/useT.ts';
import { andList, signed } from '../../../i18n/screenWords.tsx';

export function KalikoSheet({ doc }: { doc: KalikoGame }) {
  const { t: tr, m, locale } = useT();
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
        {!state.ended && <span className="muted">{tr('kaliko.results.notOver')} </span>}
        {winners.length > 1
          ? tr(state.ended ? 'games.result.sharedWin' : 'kaliko.results.level', {
              names: andList(locale, winners),
              count: best,
            })
          : state.ended
            ? tr('games.result.winner', { name: winners[0]!, count: best })
            : tr('games.result.leading', { names: winners[0]!, count: best })}
      </p>
      {state.ended && (
        <p className="muted">{tr('kaliko.results.endedBecause', { reason: m(endReason(state.ended)) })}</p>
      )}
      <SidewaysTable label={tr('games.scorePad')}>
        <table className="score-pad">
          <caption className="visually-hidden">{tr('games.scoreSheet')}</caption>
          <thead>
            <tr>
              {/* Each row one go round the table, named by its turns: the rulebook's word, as play says "Turn 27". */}
              <th scope="col">{tr('kaliko.results.turns')}</th>
              {doc.players.map((p) => (
                <th scope="col" key={p.name}>
                  {p.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rounds }, (_, r) => (
              <tr key={r}>
                <th scope="row">
                  {n === 1 || r * n + 1 === state.turns.length
                    ? r * n + 1
                    : `${r * n + 1}–${Math.min((r + 1) * n, state.turns.length)}`}
                </th>
                {doc.players.map((_, i) => {
                  const t = state.turns[r * n + i];
                  const turn = t && doc.turns[t.index]!;
                  return (
                    <td key={i} data-testid={t ? `turn-${t.index}` : undefined}>
                      {!t || !turn ? (
                        ''
                      ) : (
                        <>
                          <span className="pts">{t.totals[i]}</span>
                          <span className="note">
                            {turn.kind === 'play'
                              ? `${signed(t.points)}: ${t.paths.map((p) => m(pathNote(p))).join(tr('games.listSeparator'))}`
                              : turn.kind === 'exchange'
                                ? tr('kaliko.turn.exchanged', { count: turn.count })
                                : tr('kaliko.turn.passed')}
                          </span>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
            <tr className="row-total">
              <th scope="row">{tr('games.total')}</th>
              {doc.players.map((_, i) => (
                <td key={i} data-testid={`result-total-${i}`}>
                  <span className="pts">{state.totals[i]}</span>
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{tr('games.place')}</th>
              {doc.players.map((_, i) => (
                <td key={i} data-testid={`result-place-${i}`}>
                  {m(placeName(places[i]!))}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </SidewaysTable>
      {state.turns.length > 0 && <p className="muted">{tr('kaliko.results.legend')}</p>}
      <PatternSvg
        placed={state.pattern.placed}
        still
        label={tr('kaliko.results.pattern', { count: state.pattern.placed.length })}
        className="kstill"
      />
    </>
  );
}

export function ResultsScreen() {
  const { game, finish, reopen, open } = useKaliko();
  const { t } = useT();
  if (!game)
    return (
      <main>
        <p>{t('games.loading')}</p>
      </main>
    );
  return (
    <main className="results">
      <h1>{t('games.results')}</h1>
      <KalikoSheet doc={game} />
      <div className="row">
        <a className="button" href={href({ name: 'game', id: game.id })}>
          {t('kaliko.results.back')}
        </a>
        {game.finishedAt && (
          <button type="button" onClick={reopen}>
            {t('kaliko.results.reopen')}
          </button>
        )}
        <ShareGameLink id={game.id} />
        <a className="button" href={href({ name: 'home' })}>
          {t('games.home')}
        </a>
      </div>
      <FinishGame game={game} core={kalikoCore} ready open={open} onFinish={finish} />
      <RenamePlayers game={game} core={kalikoCore} rename={useKaliko.getState().rename} />
    </main>
  );
}
