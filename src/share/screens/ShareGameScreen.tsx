// Players enter their own boards: the host's game shows a code to join and reads the boards that come back; a
// player's own game (made by joining) shows its board as a code for the host.
import { useCallback, useState } from 'react';
import type { GameRow } from '../../db/db.ts';
import type { GameModule } from '../../games/types.ts';
import { deleteGame, restoreGame } from '../../db/games.ts';
import { useUi } from '../../store/ui.ts';
import { href, navigate } from '../../ui/router.ts';
import { findCode, linkTo } from '../links.ts';
import { seatOf } from '../../games/shared/seats.ts';
import { encodeBoard, encodeJoin, readCode, type Received } from '../payload.ts';
import { Scanner } from '../Scanner.tsx';
import { ShareLink } from '../ShareLink.tsx';
import { LiveTableLink } from '../../ui/ShareBar.tsx';
import { useCode, useStored } from '../useStored.ts';
import { ReceiveBoard } from './ReceiveBoard.tsx';
import { msg, type Msg } from '../../games/shared/msg.ts';
import { useT } from '../../i18n/useT.ts';
import { GameNotFound, Loading } from '../../ui/Loading.tsx';
import '../share.css';

export function ShareGameScreen({ id }: { id: string }) {
  const stored = useStored(id);
  const { t } = useT();
  if (stored === undefined) return <Loading />;
  if (stored === null) return <GameNotFound back="home" />;
  const { row, m } = stored;
  if (!m.share) {
    return (
      <main>
        <h1>{t('shell.share.playersEnter')}</h1>
        <p>{t('shell.share.onePhone')}</p>
        <LiveTableLink id={id} />
        <a className="nav-link" href={href({ name: 'game', id })}>
          {t('shell.share.back')}
        </a>
      </main>
    );
  }
  const seat = seatOf(id);
  return seat ? <SendBoard m={m} row={row} hostId={seat.hostId} seat={seat.seat} /> : <HostJoin m={m} row={row} />;
}

function HostJoin({ m, row }: { m: GameModule; row: GameRow }) {
  const doc = row.doc;
  const code = useCode(() => encodeJoin(m, doc), [doc.id]);
  const [received, setReceived] = useState<Extract<Received, { kind: 'board' }> | null>(null);
  const [problem, setProblem] = useState<Msg | null>(null);
  const { t, m: words } = useT();
  const onText = useCallback(async (text: string) => {
    setProblem(null);
    const found = findCode(text);
    if (!found || (found.kind && found.kind !== 'board'))
      return setProblem(msg(found ? 'shell.share.notBoard' : 'shell.share.notLink'));
    const r = await readCode(found.code, 'board');
    if (!r.ok) return setProblem(r.message);
    if (r.value.kind === 'board') setReceived(r.value);
  }, []);
  return (
    <main className="share-screen">
      <h1>{t('shell.share.playersEnter')}</h1>
      {!received && (
        <>
          <LiveTableLink id={doc.id} />
          <p>{t('shell.share.joinHelp')}</p>
          {code ? (
            <ShareLink
              url={linkTo('join', code)}
              label={t('shell.share.joinQr', { names: doc.players.map((p) => p.name).join(', ') })}
              title={t('shell.share.joinTitle')}
            />
          ) : (
            <p>{t('shell.share.making')}</p>
          )}
          <h2>{t('shell.share.boardsBack')}</h2>
          <p className="muted">{t('shell.share.boardsHelp')}</p>
          <Scanner scanLabel={t('shell.share.scanBoard')} onText={(text) => void onText(text)} />
          {problem && (
            <p role="alert" className="warning">
              {words(problem)}
            </p>
          )}
        </>
      )}
      {received && <ReceiveBoard m={m} host={row} board={received} onCancel={() => setReceived(null)} />}
      <p>
        <a className="nav-link" href={href({ name: 'game', id: doc.id })}>
          {t('shell.share.back')}
        </a>
      </p>
    </main>
  );
}

function SendBoard({ m, row, hostId, seat }: { m: GameModule; row: GameRow; hostId: string; seat: number }) {
  const doc = row.doc;
  const code = useCode(() => encodeBoard(m, doc, hostId, seat), [doc.updatedAt]);
  const name = doc.players[0]!.name;
  const points = m.core.summarise(doc).players[0]?.total ?? 0;
  const { t, m: say } = useT();
  const showToast = useUi((s) => s.showToast);
  // The host keeps the game; this phone's copy would otherwise stay "in progress" in its history for good.
  const done = async () => {
    await deleteGame(doc.id);
    navigate({ name: 'home' });
    showToast({
      message: msg('shell.share.sentRemoved'),
      action: {
        label: msg('shell.review.undo'),
        run: () => void restoreGame(doc.id).then(() => navigate({ name: 'share', id: doc.id })),
      },
    });
  };
  return (
    <main className="share-screen">
      <h1>{t('shell.share.sendTitle')}</h1>
      <p>
        <strong>
          {t('shell.share.boardSummary', {
            name,
            size: say(m.share!.boardSize(doc, 0)),
            points: t('shell.points', { count: points }),
          })}
        </strong>{' '}
        {t('shell.share.sendHelp')}
      </p>
      {code ? (
        <ShareLink
          url={linkTo('board', code)}
          label={t('shell.share.boardQr', { name })}
          title={t('shell.share.boardTitle', { name })}
        />
      ) : (
        <p>{t('shell.share.making')}</p>
      )}
      <p className="muted">{t('shell.share.sentDoneHelp')}</p>
      <p>
        <button type="button" onClick={() => void done()}>
          {t('shell.share.sentDone')}
        </button>
      </p>
      <p>
        <a className="nav-link" href={href({ name: 'game', id: doc.id })}>
          {t('shell.share.backMine')}
        </a>
      </p>
    </main>
  );
}
