// Which game to score: one tap each. The chosen game's setup takes this screen's place in the back history, so
// Back from the game (or its setup) goes home.
import { GAMES } from '../games/registry.ts';
import { href, navigate } from '../ui/router.ts';
import { useT } from '../i18n/useT.ts';

export function ChooseGameScreen() {
  const { t } = useT();
  return (
    <main className="choose-game">
      <h1>{t('shell.newGame.title')}</h1>
      <ul className="game-choices">
        {GAMES.map((g) => (
          <li key={g.kind}>
            <a
              className="button big"
              href={href({ name: 'new', kind: g.kind })}
              onClick={(e) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                e.preventDefault();
                navigate({ name: 'new', kind: g.kind }, true);
              }}
            >
              <strong>{g.name}</strong> <small>{g.blurb}</small>
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
