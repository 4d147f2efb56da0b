// Seat order and who starts, the same for every game: the players' order is the order of play, the first starts.
// Changeable on the setup form and on the game's screen until anything is entered (then each entry belongs to a
// seat); the game's core refuses it after that. "Starts" turns the table (everyone keeps their neighbours); Up and Down swap neighbours.
import { moved, startingWith } from '../games/shared/seats.ts';
import { useT } from '../i18n/useT.ts';
import './forms.css';

/** The names a setup form's seat order shows: each as typed, or "Player 2" while it is empty. */
export const seatNames = (typed: readonly string[], t: (id: string, values?: Record<string, number>) => string) =>
  typed.map((n, i) => n.trim() || t('games.setup.player', { n: i + 1 }));

export function SeatOrder({
  names,
  reseat,
  what,
}: {
  names: readonly string[];
  /** Reseats the players in the game's store (`order[k]`: the seat of who sits k-th); false when refused. */
  reseat: (order: number[]) => boolean;
  /** What the order decides in this game, in words. */
  what: string;
}) {
  const { t } = useT();
  const n = names.length;
  if (n < 2) return null;
  return (
    <details className="seat-order">
      <summary>{t('shell.seats.open', { name: names[0]! })}</summary>
      <p className="muted">
        {what} {t('shell.seats.until')}
      </p>
      <ol>
        {names.map((name, i) => (
          <li key={name}>
            <span className="seat-name">
              <bdi>{name}</bdi>
              {i === 0 && (
                <>
                  {' '}
                  <span className="badge">{t('shell.seats.starts')}</span>
                </>
              )}
            </span>
            <span className="seat-moves">
              {i > 0 && (
                <button
                  type="button"
                  onClick={() => reseat(startingWith(n, i))}
                  aria-label={t('shell.seats.makeFirstLabel', { name })}
                >
                  {t('shell.seats.makeFirst')}
                </button>
              )}
              <button
                type="button"
                disabled={i === 0}
                onClick={() => reseat(moved(n, i, -1))}
                aria-label={t('shell.seats.upLabel', { name })}
              >
                {t('shell.seats.up')}
              </button>
              <button
                type="button"
                disabled={i === n - 1}
                onClick={() => reseat(moved(n, i, 1))}
                aria-label={t('shell.seats.downLabel', { name })}
              >
                {t('shell.seats.down')}
              </button>
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}
