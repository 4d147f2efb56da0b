// "Players: Ana Ben Cy", each name a link to that player's page (history, a game's review).
import { href } from '../ui/router.ts';
import { useT } from '../i18n/useT.ts';

export function PlayerLinks({ names }: { names: readonly string[] }) {
  const { t } = useT();
  if (!names.length) return null;
  return (
    <nav className="player-links" aria-labelledby="player-links">
      <span id="player-links">{t('shell.playerPage.players')}</span>
      {/* Links side by side, not a list: in history the list items are the games. */}
      <span className="player-links-row">
        {names.map((name) => (
          <a key={name} className="button" href={href({ name: 'player', player: name })}>
            <bdi>{name}</bdi>
          </a>
        ))}
      </span>
    </nav>
  );
}
