// A board from a player's phone, shown before it goes into the host's game. Nothing is saved until the host
// accepts; a board of another game, another name, or one that replaces entered cells says so first.
import { useId, useMemo, useState } from 'react';
import type { GameRow } from '../../db/db.ts';
import type { GameModule } from '../../games/types.ts';
import { nameKey } from '../../games/shared/names.ts';
import { useUi } from '../../store/ui.ts';
import { navigate } from '../../ui/router.ts';
import { acceptBoard, previewBoard } from '../boards.ts';
import type { Received } from '../payload.ts';
import { useT } from '../../i18n/useT.ts';
import { msg } from '../../games/shared/msg.ts';
import { capital } from '../../i18n/screenWords.tsx';

type Board = Extract<Received, { kind: 'board' }>;

export function ReceiveBoard({
  m,
  host,
  board,
  onCancel,
}: {
  m: GameModule;
  host: GameRow;
  board: Board;
  onCancel: () => void;
}) {
  const doc = host.doc;
  const sameGame = board.gameId === doc.id && board.format === doc.format;
  const byName = doc.players.findIndex((p) => nameKey(p.name) === nameKey(board.name));
  const [seat, setSeat] = useState(sameGame && doc.players[board.seat] ? board.seat : Math.max(0, byName));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const seatId = useId();
  const preview = useMemo(() => previewBoard(m, doc, seat, board.board), [m, doc, seat, board.board]);
  const showToast = useUi((s) => s.showToast);
  const { t, m: say } = useT();
  const seatName = doc.players[seat]!.name;
  const otherName = nameKey(seatName) !== nameKey(board.name);

  const accept = async () => {
    setBusy(true);
    const r = await acceptBoard(m, doc.id, seat, board.board).catch(() => ({ reason: msg('shell.receive.notSaved') }));
    setBusy(false);
    if ('reason' in r) return setProblem(t('shell.receive.refused', { reason: say(r.reason) }));
    navigate({ name: 'game', id: doc.id });
    showToast({ message: msg('shell.receive.done', { name: board.name }) });
  };

  const warnings = [
    !sameGame && t('shell.receive.otherGame', { names: doc.players.map((p) => p.name).join(', ') }),
    otherName && t('shell.receive.otherName', { name: board.name, seat: seatName }),
    preview.ok && preview.note && say(preview.note),
    preview.ok &&
      preview.replaced > 0 &&
      t(m.core.kind === 'azul' ? 'shell.receive.replacesRounds' : 'shell.receive.replacesCells', {
        count: preview.replaced,
        name: seatName,
      }),
  ].filter((w): w is string => !!w);

  return (
    <section className="receive-board" aria-labelledby="receive-title">
      <h2 id="receive-title">
        {preview.ok
          ? t('shell.receive.title', {
              name: board.name,
              size: say(preview.size),
              points: t('shell.points', { count: preview.points }),
            })
          : t('shell.receive.cannot', { name: board.name })}
      </h2>
      {preview.ok && (
        <div className="receive-picture">
          <m.screens.Thumb thumb={preview.thumb} label={t('shell.receive.picture', { name: board.name })} />
        </div>
      )}
      {!preview.ok && (
        <p role="alert" className="warning">
          {capital(say(preview.reason))}
        </p>
      )}
      {/* The alert around the list, not on it: role="alert" on the <ul> took its list role, leaving its items outside a list. */}
      {warnings.length > 0 && (
        <div className="warning" role="alert">
          <ul>
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="row">
        <label htmlFor={seatId}>{t('shell.receive.seat')}</label>
        <select id={seatId} value={seat} onChange={(e) => setSeat(Number(e.target.value))}>
          {doc.players.map((p, i) => (
            <option key={i} value={i}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      {problem && (
        <p role="alert" className="warning">
          {problem}
        </p>
      )}
      <div className="row">
        {preview.ok && (
          <button type="button" className="primary" disabled={busy} onClick={() => void accept()}>
            {warnings.length
              ? preview.replaced
                ? t('shell.receive.anywayReplace', { count: preview.replaced })
                : t('shell.receive.anyway')
              : t('shell.receive.put', { name: board.name })}
          </button>
        )}
        <button type="button" onClick={onCancel}>
          {t(preview.ok ? 'shell.receive.dont' : 'shell.receive.back')}
        </button>
      </div>
    </section>
  );
}
