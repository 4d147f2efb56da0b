// A past game, read-only: its results sheet and boards. Editing is an explicit step.
import { useEffect, useState } from 'react';
import { scoreGame } from '../calico/index.ts';
import { gameFileName } from '../db/backup.ts';
import { loadGame, type GameRow } from '../db/db.ts';
import { deleteGame, restoreGame } from '../db/games.ts';
import { useUi } from '../store/ui.ts';
import { downloadJson } from '../ui/download.ts';
import { href, navigate } from '../ui/router.ts';
import { BoardsGallery, ResultsSheet } from './ResultsScreen.tsx';

export function ReviewScreen({ id }: { id: string }) {
  const [row, setRow] = useState<GameRow | null | undefined>(undefined);
  const showToast = useUi((s) => s.showToast);
  useEffect(() => void loadGame(id).then((r) => setRow(r && !r.deletedAt ? r : null)), [id]);
  if (row === undefined) return <main><p>Loading…</p></main>;
  if (row === null) return <main><p role="alert">This game is not on this device.</p><a href={href({ name: 'history' })}>Past games</a></main>;
  const game = row.doc;
  const score = scoreGame(game);
  const remove = async () => {
    await deleteGame(id);
    showToast({ message: 'Game deleted.', action: { label: 'Undo', run: () => void restoreGame(id).then(() => navigate({ name: 'review', id })) } });
    navigate({ name: 'history' });
  };
  return (
    <main className="review">
      <h1>{new Date(game.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}</h1>
      <ResultsSheet game={game} score={score} />
      <div className="row">
        <a className="button primary" href={href({ name: 'game', id })}>Edit this game</a>
        <button type="button" onClick={() => downloadJson(gameFileName(game), game)}>Export</button>
        <button type="button" onClick={() => void remove()}>Delete</button>
      </div>
      <BoardsGallery game={game} score={score} />
    </main>
  );
}
