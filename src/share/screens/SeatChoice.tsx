// Which player this phone enters in a live game: one of the game's players, or none (this phone watches, or enters
// for everyone, as one phone does today).
import { useT } from '../../i18n/useT.ts';

export function SeatChoice({
  players,
  seat,
  onChange,
}: {
  players: readonly string[];
  seat: number | null;
  onChange: (seat: number | null) => void;
}) {
  const { t } = useT();
  return (
    <fieldset className="seat-choice">
      <legend>{t('shell.live.whoAmI')}</legend>
      {players.map((name, i) => (
        <label key={i} className="radio">
          <input type="radio" name="seat" checked={seat === i} onChange={() => onChange(i)} /> <bdi>{name}</bdi>
        </label>
      ))}
      <label className="radio">
        <input type="radio" name="seat" checked={seat === null} onChange={() => onChange(null)} />{' '}
        {t('shell.live.everyone')}
      </label>
    </fieldset>
  );
}
