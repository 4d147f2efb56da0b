// Says on a game's screen, in words, the changes of this phone the group's merge did not keep (another phone set the
// same thing at the same time and came later in the order every phone uses, docs/sync.md), until the player has read
// them. Nothing when not in a group.
import { useMemo } from 'react';
import { useGroup } from '../store/group.ts';
import { useT } from '../i18n/useT.ts';

export function LostChanges({ id }: { id: string }) {
  const { t, m } = useT();
  const lost = useGroup((s) => s.lost);
  const dismiss = useGroup((s) => s.dismissLost);
  const notes = useMemo(() => lost.filter((l) => l.gameId === id), [lost, id]);
  if (!notes.length) return null;
  return (
    <div className="banner lost-changes" role="alert">
      <div>
        <p>{t('shell.group.lost.title')}</p>
        <ul>
          {notes.map((note, i) => (
            <li key={i}>{m(note.words)}</li>
          ))}
        </ul>
      </div>
      <span className="banner-actions">
        <button type="button" onClick={() => dismiss(id)}>
          {t('shell.group.lost.ok')}
        </button>
      </span>
    </div>
  );
}
