// The score pad: players as columns, one row per scoring line, winner(s) and how ties were broken.
import { editedAfterFinish, scoreGame, scoreSheet, winners, type Game, type GameScore } from '../core/index.ts';
import { useGameStore } from '../store.ts';
import { BoardSvg } from '../ui/BoardSvg.tsx';
import { href } from '../../../ui/router.ts';
import { ShareGameLink } from '../../../ui/ShareBar.tsx';
import { FinishGame } from '../../../ui/FinishGame.tsx';
import { RenamePlayers } from '../../../ui/RenamePlayers.tsx';
import { calicoCore } from '../core/gameCore.ts';
import './results.css';
import { SidewaysTable } from '../../../ui/SidewaysTable.tsx';
import { useT } from '../../../i18n/useT.ts';
import { andList, say } from '../../../i18n/screenWords.tsx';

export function ResultsSheet({ game, score }: { game: Game; score: GameScore }) {
  const { t, m, locale } = useT();
  const rows = scoreSheet(game, score, { buttonRows: 'per-colour' });
  const won = winners(score);
  const top = score.players.find((p) => p.place === 1)!.total;
  return (
    <>
      <p className="winner" role="status">
        {!score.finished && <span className="muted">{t('calico.results.standing')} </span>}
        {won.length > 1
          ? t('games.result.sharedWin', { names: andList(locale, won), count: top })
          : t('games.result.winner', { name: won[0]!, count: top })}
      </p>
      <SidewaysTable className={`cal-pad players-${score.players.length}`} label={t('games.scoreSheet')}>
        <table className="score-pad">
          <caption className="visually-hidden">{t('games.scoreSheet')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('calico.results.line')}</span>
              </th>
              {score.players.map((p) => (
                <th scope="col" key={p.name}>
                  {p.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} className={`row-${r.key}`}>
                <th scope="row">{m(r.label)}</th>
                {r.cells.map((c, i) => (
                  <td key={i} data-testid={`${r.key}-${i}`}>
                    <span className="pts">{r.key === 'place' && c.note ? m(c.note) : (c.points ?? '–')}</span>
                    {r.key !== 'place' && c.note && <span className="note">{m(c.note)}</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </SidewaysTable>
      {score.tieNotes.length > 0 && <p className="muted">{t(`calico.results.tieBreak.${score.rules.tieBreak}`)}</p>}
      {score.tieNotes.map((n, i) => (
        <p key={i} className="tie-note">
          {m(n)}
        </p>
      ))}
      <p className="muted">{score.source === 'history' ? t('calico.results.exact') : t('calico.results.fromBoards')}</p>
    </>
  );
}

export function ResultsScreen() {
  const { game, score, finish, open } = useGameStore();
  const { t } = useT();
  if (!game || !score) return <p>{t('games.loading')}</p>;
  return (
    <main className="results">
      <h1>{t('games.results')}</h1>
      {editedAfterFinish(game) && <p className="muted">{t('calico.results.editedAfter')}</p>}
      <ResultsSheet game={game} score={score} />
      <div className="row">
        <a className="button" href={href({ name: 'game', id: game.id })}>
          {t('calico.results.back')}
        </a>
        <ShareGameLink id={game.id} />
        <a className="button" href={href({ name: 'home' })}>
          {t('games.home')}
        </a>
      </div>
      <FinishGame
        game={game}
        core={calicoCore}
        ready={score.finished}
        open={open}
        onFinish={finish}
        afterRematch={() => useGameStore.setState({ notice: () => say('calico.results.rematch') })}
      />
      <RenamePlayers game={game} core={calicoCore} rename={useGameStore.getState().rename} />
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
  const { t } = useT();
  return (
    <div className="mini-boards">
      {game.players.map((p, i) => (
        <figure key={p.name}>
          <BoardSvg
            sheet={p}
            score={score.players[i]}
            label={t('calico.results.board', { name: p.name })}
            className="board mini"
          />
          <figcaption>
            <bdi>{p.name}</bdi>: {score.players[i]!.total}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
