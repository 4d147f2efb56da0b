// The score pad: rounds as rows, players as columns (round points and the running total), the bonuses, the total,
// the places, the winner and (only when there was a tie) how it was broken. On the open game any round can be
// opened to correct it: everything after it is scored again from the record.
import { explainBonuses, placeName, scoreGame, type AzulGame, type GameScore } from '../core/index.ts';
import { useAzulStore } from '../store.ts';
import { SidewaysTable } from '../../../ui/SidewaysTable.tsx';
import { href, navigate } from '../../../ui/router.ts';
import { WallPicture } from '../ui/WallThumb.tsx';
import { ShareGameLink } from '../../../ui/ShareBar.tsx';
import { FinishGame } from '../../../ui/FinishGame.tsx';
import { RenamePlayers } from '../../../ui/RenamePlayers.tsx';
import { azulCore } from '../core/gameCore.ts';
import { useT } from '../../../i18n/useT.ts';
import { andList, signed } from '../../../i18n/screenWords.tsx';

export function ScorePad({
  game,
  score,
  onRound,
}: {
  game: AzulGame;
  score: GameScore;
  onRound?: (r: number) => void;
}) {
  const { t, m, locale } = useT();
  const winners = score.winners.map((i) => score.players[i]!.name);
  const list = (xs: string[]) => andList(locale, xs);
  const top = score.players[score.winners[0] ?? 0]?.total ?? 0;
  const bonusRows = [
    {
      key: 'rows',
      label: t('azul.pad.rows'),
      f: (p: GameScore['players'][number]) => p.bonuses.rows.reduce((s, b) => s + b.points, 0),
    },
    {
      key: 'columns',
      label: t('azul.pad.columns'),
      f: (p: GameScore['players'][number]) => p.bonuses.columns.reduce((s, b) => s + b.points, 0),
    },
    {
      key: 'colors',
      label: t('azul.pad.colours'),
      f: (p: GameScore['players'][number]) => p.bonuses.colors.reduce((s, b) => s + b.points, 0),
    },
  ];
  return (
    <>
      <p className="winner" role="status" data-testid="winner">
        {!score.ended && <span className="muted">{t('azul.pad.notEnded')} </span>}
        {game.players.length === 1
          ? t('games.result.solo', { name: game.players[0]!.name, count: top })
          : !score.ended
            ? t('games.result.leading', { names: list(winners), count: top })
            : winners.length > 1
              ? t('games.result.sharedWin', { names: list(winners), count: top })
              : t('games.result.winner', { name: winners[0]!, count: top })}
      </p>
      {score.ended &&
        score.notes.map((n, i) => (
          <p key={i} className="tie-note" data-testid="tie-note">
            {m(n)}
          </p>
        ))}
      <SidewaysTable label={t('games.scorePad')}>
        <table className="score-pad az-pad">
          <caption className="visually-hidden">{t('azul.pad.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('games.round')}</th>
              {game.players.map((p, i) => (
                <th scope="col" key={i}>
                  <bdi>{p.name}</bdi>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {game.rounds.map(
              (_, r) =>
                r < score.rounds && (
                  <tr key={r}>
                    <th scope="row">
                      {onRound ? (
                        <button
                          type="button"
                          className="link az-open-round"
                          onClick={() => onRound(r)}
                          aria-label={t('azul.pad.openRound', { n: r + 1 })}
                        >
                          {r + 1}
                        </button>
                      ) : (
                        r + 1
                      )}
                    </th>
                    {score.players.map((p, i) => {
                      const x = p.rounds[r]!;
                      return (
                        <td key={i} data-testid={`round-${r}-${i}`}>
                          <span className="pts">{x.after}</span>
                          <span className="note">
                            {signed(x.wallPoints)}
                            {x.floor.penalty ? ` ${signed(x.floor.penalty)}` : ''}
                            {x.clamp ? '*' : ''}
                            {x.floor.firstPlayer ? ' ①' : ''}
                          </span>
                        </td>
                      );
                    })}
                  </tr>
                ),
            )}
            {score.ended &&
              bonusRows.map((b) => (
                <tr key={b.key} className="az-bonus">
                  <th scope="row">{b.label}</th>
                  {score.players.map((p, i) => (
                    <td key={i} data-testid={`${b.key}-${i}`}>
                      <span className="pts">{b.f(p) ? `+${b.f(p)}` : '–'}</span>
                    </td>
                  ))}
                </tr>
              ))}
            <tr className="row-total">
              <th scope="row">{t('games.total')}</th>
              {score.players.map((p, i) => (
                <td key={i} data-testid={`total-${i}`}>
                  <span className="pts">{p.total}</span>
                </td>
              ))}
            </tr>
            {game.players.length > 1 && (
              <tr>
                <th scope="row">{t('games.place')}</th>
                {score.players.map((p, i) => (
                  <td key={i} data-testid={`place-${i}`}>
                    {m(placeName(p.place))}
                  </td>
                ))}
              </tr>
            )}
          </tbody>
        </table>
      </SidewaysTable>
      <p className="muted">
        {t('azul.pad.legend')}
        {score.players.some((p) => p.clamp) ? t('azul.pad.legendClamp') : ''}
        {t('azul.check.stop')}
        {score.ended ? '' : ` ${t('azul.pad.bonusesLater')}`}
      </p>
    </>
  );
}

/** Every player's final wall with what its bonuses were for. */
function Walls({ score }: { score: GameScore }) {
  const { t, m } = useT();
  return (
    <div className="mini-boards">
      {score.players.map((p, i) => {
        const lines = explainBonuses(p).map(m);
        return (
          <figure key={i}>
            <WallPicture
              wall={p.wall}
              side={score.side}
              label={t('azul.results.wall', { name: p.name })}
              className="az-mini"
            />
            <figcaption>
              <bdi>{p.name}</bdi>: {p.total}
              {lines.length > 0 && <span className="note">{lines.join('; ')}</span>}
            </figcaption>
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
  const { t } = useT();
  if (!game || !score)
    return (
      <main>
        <p>{t('games.loading')}</p>
      </main>
    );
  const st = useAzulStore.getState();
  const openRound = (r: number) => {
    st.setRound(r);
    navigate({ name: 'game', id: game.id });
  };
  return (
    <main className="results az-results">
      <h1>{t('games.scorePad')}</h1>
      {game.finishedAt && game.updatedAt > game.finishedAt && <p className="muted">{t('azul.results.editedAfter')}</p>}
      {notice && (
        <p role="status" className="notice">
          {notice()}
        </p>
      )}
      <ScorePad game={game} score={score} onRound={openRound} />
      <div className="row">
        <a className="button" href={href({ name: 'game', id: game.id })}>
          {t('azul.results.back')}
        </a>
        {game.finishedAt && <span className="muted">{t('games.finished')}</span>}
        <ShareGameLink id={game.id} />
        <a className="button" href={href({ name: 'home' })}>
          {t('games.home')}
        </a>
      </div>
      <FinishGame game={game} core={azulCore} ready={score.ended} open={st.open} onFinish={() => st.finish()} />
      <RenamePlayers game={game} core={azulCore} rename={st.rename} />
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
