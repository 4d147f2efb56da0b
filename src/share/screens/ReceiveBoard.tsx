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
import { pointsText } from '../words.ts';

type Board = Extract<Received, { kind: 'board' }>;

export function ReceiveBoard({ m, host, board, onCancel }: { m: GameModule; host: GameRow; board: Board; onCancel: () => void }) {
  const doc = host.doc;
  const sameGame = board.gameId === doc.id && board.format === doc.format;
  const byName = doc.players.findIndex((p) => nameKey(p.name) === nameKey(board.name));
  const [seat, setSeat] = useState(sameGame && doc.players[board.seat] ? board.seat : Math.max(0, byName));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const seatId = useId();
  const preview = useMemo(() => previewBoard(m, doc, seat, board.board), [m, doc, seat, board.board]);
  const showToast = useUi((s) => s.showToast);
  const seatName = doc.players[seat]!.name;
  const otherName = nameKey(seatName) !== nameKey(board.name);

  const accept = async () => {
    setBusy(true);
    const r = await acceptBoard(m, doc.id, seat, board.board).catch((e: unknown) => ({ reason: e instanceof Error ? e.message : 'it could not be saved' }));
    setBusy(false);
    if ('reason' in r) return setProblem(`Not put in the game: ${r.reason}.`);
    navigate({ name: 'game', id: doc.id });
    showToast({ message: `${board.name}'s board is in the game.` });
  };

  const warnings = [
    !sameGame && `This board was entered for another game, not this one (${doc.players.map((p) => p.name).join(', ')}).`,
    otherName && `It was entered as ${board.name}; it would go into ${seatName}'s board.`,
    preview.ok && preview.note,
    preview.ok && preview.replaced > 0 && `It replaces ${preview.replaced} ${m.core.kind === 'azul' ? `round${preview.replaced > 1 ? 's' : ''}` : `cell${preview.replaced > 1 ? 's' : ''}`} already entered here for ${seatName}.`,
  ].filter((w): w is string => !!w);

  return (
    <section className="receive-board" aria-labelledby="receive-title">
      <h2 id="receive-title">{preview.ok ? `${board.name}'s board: ${preview.size}, ${pointsText(preview.points)}` : `${board.name}'s board cannot go into this game`}</h2>
      {!preview.ok && <p role="alert" className="warning">{preview.reason}</p>}
      {warnings.length > 0 && <ul className="warning" role="alert">{warnings.map((w) => <li key={w}>{w}</li>)}</ul>}
      <div className="row">
        <label htmlFor={seatId}>Put it in the board of</label>
        <select id={seatId} value={seat} onChange={(e) => setSeat(Number(e.target.value))}>
          {doc.players.map((p, i) => <option key={i} value={i}>{p.name}</option>)}
        </select>
      </div>
      {problem && <p role="alert" className="warning">{problem}</p>}
      <div className="row">
        {preview.ok && (
          <button type="button" className="primary" disabled={busy} onClick={() => void accept()}>
            {warnings.length ? `Put it in anyway${preview.replaced ? ` (replace ${preview.replaced})` : ''}` : `Put ${board.name}'s board in the game`}
          </button>
        )}
        <button type="button" onClick={onCancel}>{preview.ok ? "Don't put it in" : 'Back'}</button>
      </div>
    </section>
  );
}
