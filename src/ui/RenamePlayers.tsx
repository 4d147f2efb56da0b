// Renaming a player after the game started, the same for every game: a name mistyped at setup, or a nickname
// wanted on the sheet. The game's own core checks the name as at setup (refused in plain words, nothing changed);
// history and stats then show the new name, as the game's summary is made again when it is saved, and setups offer
// it with the names remembered.
import { useId, useState, type FormEvent } from 'react';
import type { Msg } from '../games/shared/msg.ts';
import type { ApplyEdit, GameDoc, RenameEdit } from '../games/types.ts';
import { normaliseName } from '../games/shared/names.ts';
import { useT } from '../i18n/useT.ts';
import { rememberNames } from '../db/db.ts';
import { useSettings } from '../store/settings.ts';
import { errorId } from './FormErrors.tsx';
import './forms.css';

export function RenamePlayers<D extends GameDoc>({
  game,
  core,
  rename,
}: {
  game: D;
  core: { applyEdit: ApplyEdit<D, RenameEdit> };
  /** Renames the player in the game's store (saved from there); false when it did not apply. */
  rename: (player: number, name: string) => boolean;
}) {
  const { t, m } = useT();
  const id = useId();
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  // The refusal is kept as the core's message, put into words as it is drawn: it follows a change of language.
  const [problem, setProblem] = useState<{ player: number; reason: Msg } | null>(null);
  const [done, setDone] = useState<{ was: string; name: string } | null>(null);
  const field = (i: number) => `${id}-p${i}`;

  const submit = (i: number) => (e: FormEvent) => {
    e.preventDefault();
    const was = game.players[i]!.name;
    const raw = drafts[i] ?? was;
    setDone(null);
    if (normaliseName(raw) === was) return setProblem(null);
    const r = core.applyEdit(game, { kind: 'rename', player: i, name: raw }, game.updatedAt);
    if (!r.ok) return setProblem({ player: i, reason: r.reason });
    setProblem(null);
    if (rename(i, raw)) {
      const name = normaliseName(raw);
      setDrafts(({ [i]: _, ...rest }) => rest);
      setDone({ was, name });
      // Offered at the next setup, as names entered there are; the name it replaces no longer is.
      void rememberNames([name], [was]).then(() => useSettings.getState().load());
    }
  };

  return (
    <details className="rename-players">
      <summary>{t('shell.rename.open')}</summary>
      <p className="muted">{t('shell.rename.what')}</p>
      {game.players.map((p, i) => {
        const bad = problem?.player === i;
        return (
          <form key={i} className="rename-row" onSubmit={submit(i)} noValidate>
            <label htmlFor={field(i)}>{t('shell.rename.label', { n: i + 1, name: p.name })}</label>
            <div className="rename-field">
              <input
                id={field(i)}
                type="text"
                autoComplete="off"
                enterKeyHint="done"
                value={drafts[i] ?? p.name}
                onChange={(e) => setDrafts((d) => ({ ...d, [i]: e.target.value }))}
                aria-invalid={bad || undefined}
                aria-describedby={bad ? errorId(field(i)) : undefined}
              />
              <button type="submit">{t('shell.rename.save')}</button>
            </div>
            {bad && (
              <p id={errorId(field(i))} className="rename-error" role="alert">
                {t('shell.rename.refused', { reason: m(problem.reason) })}
              </p>
            )}
          </form>
        );
      })}
      <p role="status" className={done ? 'rename-done' : 'visually-hidden'}>
        {done && t('shell.rename.done', done)}
      </p>
    </details>
  );
}
