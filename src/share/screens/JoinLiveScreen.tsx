// A live game's invite, opened on another phone (issue 32): nothing is sent anywhere until the player taps. An
// invite that names the players asks which one this phone is, and that one tap joins and opens the game once it
// arrives; an invite that does not (or a name the game no longer has) asks after Join, with a Go.
import { useEffect, useMemo, useRef, useState } from 'react';
import { onChanges } from '../../db/changes.ts';
import type { GameDoc } from '../../games/types.ts';
import { entryForFormat, entryOf, loadGame } from '../../games/registry.ts';
import { readyLists } from '../../i18n/screenWords.tsx';
import { whenIdle } from '../../idle.ts';
import { msg, type Msg } from '../../games/shared/msg.ts';
import { watchAhead } from '../../store/ahead.ts';
import { useLive } from '../../store/live.ts';
import { readLiveInvite } from '../../store/groupView.ts';
import { href, navigate } from '../../ui/router.ts';
import { useT } from '../../i18n/useT.ts';
import { LiveStatus } from './LiveStatus.tsx';
import { SeatChoice } from './SeatChoice.tsx';
import '../share.css';

/** What the player reads when this phone's storage refuses what joining stores. */
const NOT_KEPT = msg('shell.live.notKept');
/** How long joining may take before the screen says it is taking long, and what to check: well above a join on a
 * busy phone, well under the bound on the server's answer (store/link/logLink.ts `api`), which ends it in words. */
const JOIN_LATE_MS = 8000;

export function JoinLiveScreen({ code }: { code: string }) {
  const { t, m: words } = useT();
  const [problem, setProblem] = useState<Msg | null>(null);
  const [busy, setBusy] = useState(false);
  const [game, setGame] = useState<string | null>(null);
  const [doc, setDoc] = useState<GameDoc | null>(null);
  const shown = useRef(false);
  shown.current = doc !== null;
  const [seat, setSeat] = useState<number | null>(null);
  const [inStore, setInStore] = useState(false);
  const [going, setGoing] = useState(false);
  const [seated, setSeated] = useState(false);
  /** Joining under way (from the tap on Join or a name): the game's id once joined, null if it was refused. */
  const joining = useRef<Promise<string | null>>(Promise.resolve(null));
  const [slow, setSlow] = useState(false);
  /** Joining has run past JOIN_LATE_MS without an answer. */
  const [late, setLate] = useState(false);
  /** Joined and up to date with the server, which has no game yet: the host's phone has not sent it (offline). */
  const synced = useLive((s) => game !== null && s.sessions[game]?.status === 'synced');
  // Joining's code, and the game's own once its kind is known, load while the player reads and chooses; so does the
  // database open (on a first visit, creating it), which joining writes to at once.
  useEffect(() => {
    void Promise.all([
      useLive.getState().ready(),
      import('../../openGame.ts'),
      import('../../db/db.ts').then((m) => m.openAhead()),
    ]).catch(() => undefined);
    return whenIdle(readyLists, 1000);
  }, []);
  // The names ride in the address's query (store/groupView.ts), the key in its hash.
  const invite = useMemo(() => readLiveInvite(code, location.search), [code]);
  const invited = invite?.game ?? null;
  const about = invite?.about;
  /** The player tapped their name on the invite: the game opens as soon as it is here (null: not, or asked again). */
  const [picked, setPicked] = useState<{ seat: number | null; name: string } | null>(null);
  const kind = (doc && entryForFormat(doc.format)?.kind) ?? about?.kind;
  useEffect(() => void (kind && loadGame(kind).catch(() => undefined)), [kind]);
  // The game as the log works it out, before it is stored: the seat choice and the game's code need no more. Watched
  // from the tap (Join or a name), so that it shows the moment the log brings it, before joining has stored anything.
  useEffect(
    () => (busy && !doc ? watchAhead({ wants: (id) => id === invited, show: setDoc }) : undefined),
    [busy, invited, doc],
  );
  useEffect(() => {
    if (!game) return;
    let live = true;
    // Storage's code loads with joining, not with the invite.
    const read = () =>
      void import('../../db/games.ts')
        .then((m) => m.storedGame(game))
        .then((row) => live && row && !row.deletedAt && (setDoc(row.doc as GameDoc), setInStore(true)));
    read();
    // Stored by joining's own link while the game it brought is shown: no need to read it back. Not shown yet (it
    // came while nothing watched, or from another tab), it is read.
    const stop = onChanges(
      (c) => c.id === game && ('rev' in c && c.origin === 'sync' && shown.current ? setInStore(true) : read()),
    );
    return () => ((live = false), stop());
  }, [game]);
  const join = () => {
    setBusy(true);
    setProblem(null);
    setLate(false);
    const later = setTimeout(() => setLate(true), JOIN_LATE_MS);
    joining.current = useLive
      .getState()
      .join(code, '')
      .finally(() => (clearTimeout(later), setLate(false)))
      .then(
        (r) => {
          if (!r.ok) return (setBusy(false), setPicked(null), setProblem(r.reason), null);
          setGame(r.game ?? null);
          return r.game ?? null;
        },
        // Joining stores this phone's place in the game: storage that refuses it (a full disk) is said, and Join (or
        // the names) offered again.
        () => (setBusy(false), setPicked(null), setProblem(NOT_KEPT), null),
      );
  };
  const pick = (at: number | null) => {
    setPicked({ seat: at, name: at === null ? '' : (about?.players[at] ?? '') });
    join();
  };
  // Go opens the game once joining is done and the game stored (the game screen reads it from there); if that takes
  // a moment (a busy phone, a full disk), the screen says the tap was taken.
  useEffect(() => {
    if (!going) return;
    if (seated && inStore && game) return void navigate({ name: 'game', id: game }, true);
    const later = setTimeout(() => setSlow(true), 500);
    return () => clearTimeout(later);
  }, [going, seated, inStore, game]);
  const play = async (game: GameDoc, at: number | null) => {
    setGoing(true);
    setProblem(null);
    const joined = await joining.current;
    if (!joined) return setGoing(false);
    try {
      await useLive.getState().setSeat(joined, at, at === null ? '' : (game.players[at]?.name ?? ''));
    } catch {
      // The seat is stored for the next start: storage that refuses it is said, and Go is offered again.
      return (setGoing(false), setSlow(false), setPicked(null), setProblem(NOT_KEPT));
    }
    setSeated(true);
  };
  // The name tapped on the invite, found in the game as it arrived: a player renamed since the invite was made is
  // asked again, with the choice and Go.
  const tapped = useRef(false);
  useEffect(() => {
    if (!picked) return void (tapped.current = false);
    if (!doc || tapped.current) return;
    const at = picked.seat === null ? null : doc.players.findIndex((p) => p.name === picked.name);
    if (at === -1) return setPicked(null);
    tapped.current = true;
    setSeat(at);
    void play(doc, at);
  }, [picked, doc]);
  return (
    <main className="share-screen">
      <h1>{t('shell.live.joinTitle')}</h1>
      {!busy && about ? (
        <>
          <p>{t('shell.live.pickHelp', { game: entryOf(about.kind).name, host: location.host })}</p>
          <ul className="seat-choices" aria-label={t('shell.live.whoAmI')}>
            {about.players.map((name, i) => (
              <li key={i}>
                <button type="button" className="primary" onClick={() => pick(i)}>
                  {t('shell.open.iAm', { name })}
                </button>
              </li>
            ))}
            <li>
              <button type="button" onClick={() => pick(null)}>
                {t('shell.live.everyone')}
              </button>
            </li>
          </ul>
        </>
      ) : !busy ? (
        <>
          <p>{t('shell.live.joinHelp', { host: location.host })}</p>
          <button type="button" className="primary" onClick={join}>
            {t('shell.live.join')}
          </button>
        </>
      ) : !game && !doc ? (
        // The tap is taken: said at once (and below, in words, what to check if no answer comes).
        <p role="status">{t('shell.live.joining', { host: location.host })}</p>
      ) : !doc || picked ? (
        <>
          {game && <LiveStatus id={game} />}
          <p>{t(synced && !doc ? 'shell.live.notYet' : 'shell.live.arriving')}</p>
        </>
      ) : (
        <>
          {game && <LiveStatus id={game} />}
          <SeatChoice players={doc.players.map((p) => p.name)} seat={seat} onChange={setSeat} />
          <button type="button" className="primary" onClick={() => void play(doc, seat)}>
            {t('shell.live.toGame')}
          </button>
          {slow && <p role="status">{t('shell.live.arriving')}</p>}
        </>
      )}
      {busy && late && (
        <p role="alert" className="warning">
          {t('shell.live.joinLate', { host: location.host })}
        </p>
      )}
      {/* Under the tap it answers: Join refused, or Go whose seat storage refused. */}
      {problem && (
        <p role="alert" className="warning">
          {words(problem)}
        </p>
      )}
      {/* A paragraph of its own: beside an inline button (Join, Go to the game) it would touch it. */}
      <p>
        <a className="nav-link" href={href({ name: 'home' })}>
          {t('shell.nav.home')}
        </a>
      </p>
    </main>
  );
}
