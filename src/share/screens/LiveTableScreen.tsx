// A game played live on several phones (issue 32): before it goes live, which player this phone enters and the way
// to start; once live, the invite as a QR code, who is at the table, how the link stands, and the way out. Without
// a network the codes of "Players enter their own boards" still work (a link to them).
import { useEffect, useState } from 'react';
import { entryForFormat } from '../../games/registry.ts';
import { useLive } from '../../store/live.ts';
import { href, navigate } from '../../ui/router.ts';
import type { Msg } from '../../games/shared/msg.ts';
import { useT } from '../../i18n/useT.ts';
import { GameNotFound, Loading } from '../../ui/Loading.tsx';
import { ShareLink } from '../ShareLink.tsx';
import { useStored } from '../useStored.ts';
import { LiveStatus } from './LiveStatus.tsx';
import { SeatChoice } from './SeatChoice.tsx';
import '../share.css';

export function LiveTableScreen({ id }: { id: string }) {
  const stored = useStored(id);
  const session = useLive((s) => s.sessions[id]);
  const { t, m: words } = useT();
  const [seat, setSeat] = useState<number | null>(session?.seat ?? null);
  const [problem, setProblem] = useState<Msg | null>(null);
  const [busy, setBusy] = useState(false);
  const [invite, setInvite] = useState<string | null>(null);
  const live = !!session;
  const doc = stored?.row.doc;
  const kind = doc && entryForFormat(doc.format)?.kind;
  // The invite names the game's players, so that a phone opening it asks which one it is before joining; made again
  // when a name changes.
  const names = JSON.stringify(doc?.players.map((p) => p.name) ?? []);
  useEffect(() => {
    const players = JSON.parse(names) as string[];
    const about = kind && players.length ? { kind, players } : undefined;
    if (live) void useLive.getState().invite(id, about).then(setInvite);
  }, [id, live, kind, names]);
  if (stored === undefined) return <Loading />;
  if (stored === null) return <GameNotFound back="home" />;
  const players = stored.row.doc.players.map((p) => p.name);
  const start = async () => {
    setBusy(true);
    setProblem(null);
    const r = await useLive.getState().start(id, seat === null ? '' : (players[seat] ?? ''), seat);
    setBusy(false);
    if (!r.ok) setProblem(r.reason);
  };
  const leave = async () => {
    if (!window.confirm(t('shell.live.leaveAsk'))) return;
    await useLive.getState().leave(id);
    navigate({ name: 'game', id });
  };
  return (
    <main className="share-screen">
      <h1>{t('shell.live.title')}</h1>
      {!live ? (
        <>
          <p>{t('shell.live.help')}</p>
          <SeatChoice players={players} seat={seat} onChange={setSeat} />
          <button type="button" className="primary" disabled={busy} onClick={() => void start()}>
            {t('shell.live.start')}
          </button>
          {problem && (
            <p role="alert" className="warning">
              {words(problem)}
            </p>
          )}
          <p className="muted">{t('shell.live.noNetwork')}</p>
          <p>
            <a className="nav-link" href={href({ name: 'share', id })}>
              {t('shell.share.playersEnter')}
            </a>
          </p>
        </>
      ) : (
        <>
          {/* The way to the game first, above the code the others scan: no scroll to reach it. Above how the link
              stands, too: those lines come and change as phones join, and must not move it under a finger. */}
          <p>
            <a className="button primary" href={href({ name: 'game', id })}>
              {t('shell.live.toGame')}
            </a>
          </p>
          <LiveStatus id={id} />
          {invite ? (
            <ShareLink
              url={invite}
              label={t('shell.live.qr', { names: players.join(', ') })}
              title={t('shell.live.title')}
            />
          ) : (
            <p>{t('shell.share.making')}</p>
          )}
          <SeatChoice
            players={players}
            seat={session.seat}
            onChange={(s) => void useLive.getState().setSeat(id, s, s === null ? '' : (players[s] ?? ''))}
          />
          <p>
            <button type="button" onClick={() => void leave()}>
              {t('shell.live.leave')}
            </button>
          </p>
        </>
      )}
      <a className="nav-link" href={href({ name: 'game', id })}>
        {t('shell.share.back')}
      </a>
    </main>
  );
}
