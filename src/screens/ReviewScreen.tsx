// A past game, read-only: its score sheet, titled with its game, players and date. Editing is an explicit step.
import { useEffect, useState } from 'react';
import { gameFileName } from '../db/backup.ts';
import type { GameRow } from '../db/db.ts';
import { deleteGame, restoreGame, storedGame as loadStored } from '../db/games.ts'; // stored: after start-up's journalled edits
import { entryForFormat, loadGame } from '../games/registry.ts';
import type { GameModule } from '../games/types.ts';
import { useUi } from '../store/ui.ts';
import { downloadJson } from '../ui/download.ts';
import { href, navigate } from '../ui/router.ts';
import type { GameDoc } from '../games/types.ts';
import { dateOnly, dateTime } from './when.ts';
import './screens.css';
import { ShareGameLink } from '../ui/ShareBar.tsx';
import { useT } from '../i18n/useT.ts';
import { msg } from '../games/shared/msg.ts';
import { GameNotFound, Loading } from '../ui/Loading.tsx';
import { PlayerLinks } from './PlayerLinks.tsx';
import { EnteredBy } from '../ui/EnteredBy.tsx';
import { OnlyHere } from '../ui/OnlyHere.tsx';

export function ReviewScreen({ id }: { id: string }) {
  const [state, setState] = useState<{ row: GameRow; m: GameModule } | null | undefined>(undefined);
  const showToast = useUi((s) => s.showToast);
  const { t, intl } = useT();
  useEffect(() => {
    let live = true;
    void (async () => {
      const row = await loadStored(id);
      const entry = row && !row.deletedAt ? entryForFormat(row.doc.format) : undefined;
      const m = entry && (await loadGame(entry.kind));
      if (live) setState(row && m ? { row, m } : null);
    })();
    return () => void (live = false);
  }, [id]);
  useTitle(state ? titleOf(state.row.doc, intl) : null);
  if (state === undefined) return <Loading />;
  if (state === null) return <GameNotFound back="history" />;
  const {
    row: { doc },
    m,
  } = state;
  const remove = async () => {
    await deleteGame(id);
    navigate({ name: 'history' });
    showToast({
      message: msg('shell.review.deleted'),
      action: {
        label: msg('shell.review.undo'),
        run: () => void restoreGame(id).then(() => navigate({ name: 'review', id })),
      },
    });
  };
  const { Sheet } = m.screens;
  return (
    <main className="review">
      <h1>
        {entryForFormat(doc.format)!.name}: <bdi>{doc.players.map((p) => p.name).join(', ')}</bdi>{' '}
        <small>
          <time dateTime={doc.createdAt}>{dateTime(doc.createdAt, intl)}</time>
        </small>
      </h1>
      <EnteredBy id={id} block />
      <PlayerLinks names={doc.players.map((p) => p.name)} />
      <div className="row">
        <a className="button primary" href={href({ name: 'game', id })}>
          {t('shell.review.edit')}
        </a>
        <button type="button" onClick={() => downloadJson(gameFileName(doc), doc)}>
          {t('shell.review.export')}
        </button>
        <ShareGameLink id={id} />
        <button type="button" onClick={() => void remove()}>
          {t('shell.review.delete')}
        </button>
      </div>
      <OnlyHere id={id} />
      <Sheet doc={doc} />
    </main>
  );
}

/** "Azul: Ana, Ben, Cy, 21 Nov 2026", for the browser tab and the history of the back button (names and a date:
 * no words of a language but the date's). */
export const titleOf = (doc: GameDoc, locale: string): string =>
  `${entryForFormat(doc.format)?.name ?? doc.format}: ${doc.players.map((p) => p.name).join(', ')}, ${dateOnly(doc.createdAt, locale)}`;

/** Sets the document title while the screen shows, giving the previous one back after. */
function useTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = `${title} · Tile Tally`;
    return () => void (document.title = before);
  }, [title]);
}
