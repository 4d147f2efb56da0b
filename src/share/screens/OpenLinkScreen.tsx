// A link from another phone: join a game to enter one's own board, a player's board for the host's game, or a
// copy of a game for this phone's history. A damaged link changes nothing and says why.
import { useEffect, useState } from 'react';
import { importText } from '../../db/backup.ts';
import type { GameRow } from '../../db/db.ts';
import { storedGame as loadStored } from '../../db/games.ts'; // after start-up's journalled edits
import { entryForFormat } from '../../games/registry.ts';
import type { GameDoc, GameModule } from '../../games/types.ts';
import { href, navigate } from '../../ui/router.ts';
import { joinSeat, Refused } from '../boards.ts';
import { readCode, type Received } from '../payload.ts';
import type { LinkKind } from '../links.ts';
import { ReceiveBoard } from './ReceiveBoard.tsx';
import { useT } from '../../i18n/useT.ts';
import { useReportWords } from '../../ui/importReport.ts';
import { msg } from '../../games/shared/msg.ts';
import { problemList } from '../../games/shared/issues.ts';
import { dateOnly } from '../../screens/when.ts';
import '../share.css';

export function OpenLinkScreen({ kind, code }: { kind: LinkKind; code: string }) {
  const { t, m } = useT();
  const [read, setRead] = useState<Awaited<ReturnType<typeof readCode>> | null>(null);
  useEffect(() => {
    let live = true;
    setRead(null);
    if (!code) setRead({ ok: false, message: msg('shell.open.empty', { start: `#/${kind}/` }) });
    else void readCode(code, kind).then((r) => live && setRead(r));
    return () => void (live = false);
  }, [code, kind]);
  return (
    <main className="share-screen">
      <h1>{t(`shell.open.title.${kind}`)}</h1>
      {!read && <p>{t('shell.open.reading')}</p>}
      {read && !read.ok && (
        <>
          <p role="alert" className="warning">
            {m(read.message)}
          </p>
          <p>{t('shell.open.unchanged')}</p>
        </>
      )}
      {read?.ok && read.value.kind === 'join' && <Join m={read.value.module} setup={read.value.game} />}
      {read?.ok && read.value.kind === 'copy' && <Copy m={read.value.module} game={read.value.game} />}
      {read?.ok && read.value.kind === 'board' && <Board board={read.value} />}
      <p>
        <a className="nav-link" href={href({ name: 'home' })}>
          {t('shell.nav.home')}
        </a>
      </p>
    </main>
  );
}

function Join({ m, setup }: { m: GameModule; setup: GameDoc }) {
  const [problem, setProblem] = useState<string | null>(null);
  const { t, m: say } = useT();
  const name = entryForFormat(setup.format)!.name;
  const join = async (seat: number) => {
    try {
      navigate({ name: 'game', id: await joinSeat(m, setup, seat) });
    } catch (e) {
      setProblem(
        t('shell.open.joinFailed', { why: e instanceof Refused ? say(e.words) : t('shell.open.unknownProblem') }),
      );
    }
  };
  return (
    <>
      <p>{t('shell.open.join', { game: name, names: setup.players.map((p) => p.name).join(', ') })}</p>
      <ul className="seat-choices">
        {setup.players.map((p, i) => (
          <li key={i}>
            <button type="button" className="primary" onClick={() => void join(i)}>
              {t('shell.open.iAm', { name: p.name })}
            </button>
          </li>
        ))}
      </ul>
      {problem && (
        <p role="alert" className="warning">
          {problem}
        </p>
      )}
    </>
  );
}

function Copy({ m, game }: { m: GameModule; game: GameDoc }) {
  const [report, setReport] = useState<string | null>(null);
  // Kept as a separate game (its id was another game's here): it has a new id, so the link goes to history.
  const [separate, setSeparate] = useState(false);
  const [busy, setBusy] = useState(false);
  const { t, intl, m: say } = useT();
  const reportWords = useReportWords();
  const name = entryForFormat(game.format)!.name;
  const summary = m.core.summarise(game);
  const add = async () => {
    setBusy(true);
    // The same path as a backup file: validated again, written in one transaction, never duplicated.
    const r = await importText(JSON.stringify(game));
    setBusy(false);
    setSeparate(r.ok && r.separate > 0);
    setReport(
      !r.ok
        ? t('shell.open.notImported', { problems: say(problemList(r.problems)) })
        : r.unchanged
          ? t('shell.open.already')
          : reportWords(r),
    );
  };
  return (
    <>
      <p>
        {t(game.finishedAt ? 'shell.open.copyOf' : 'shell.open.copyOfUnfinished', {
          game: name,
          date: dateOnly(game.createdAt, intl),
        })}
      </p>
      <ul>
        {summary.players.map((p, i) => (
          <li key={i}>
            {t(p.place === 1 ? 'shell.open.winner' : 'shell.open.player', {
              name: p.name,
              points: t('shell.points', { count: p.total }),
            })}
          </li>
        ))}
      </ul>
      {!report && (
        <button type="button" className="primary" disabled={busy} onClick={() => void add()}>
          {t('shell.open.add')}
        </button>
      )}
      {report && (
        <p role="status" className="notice">
          {report}
        </p>
      )}
      {report && (
        <p>
          {separate ? (
            <a className="nav-link" href={href({ name: 'history' })}>
              {t('shell.open.history')}
            </a>
          ) : (
            <a className="nav-link" href={href({ name: 'review', id: game.id })}>
              {t('shell.open.game')}
            </a>
          )}
        </p>
      )}
    </>
  );
}

function Board({ board }: { board: Extract<Received, { kind: 'board' }> }) {
  const [host, setHost] = useState<GameRow | null | undefined>(undefined);
  const { t } = useT();
  useEffect(() => void loadStored(board.gameId).then((r) => setHost(r && !r.deletedAt ? r : null)), [board.gameId]);
  if (host === undefined) return <p>{t('shell.open.looking')}</p>;
  if (!host)
    return (
      <p role="alert" className="warning">
        {t('shell.open.noHost', { name: board.name })}
      </p>
    );
  return (
    <ReceiveBoard m={board.module} host={host} board={board} onCancel={() => navigate({ name: 'game', id: host.id })} />
  );
}
