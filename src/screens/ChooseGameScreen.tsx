// Which game to score: one tap each.
import { GAMES } from '../games/registry.ts';
import { href } from '../ui/router.ts';

export function ChooseGameScreen() {
  return (
    <main className="choose-game">
      <h1>New game</h1>
      <ul className="game-choices">
        {GAMES.map((g) => (
          <li key={g.kind}>
            <a className="button big" href={href({ name: 'new', kind: g.kind })}>
              <strong>{g.name}</strong> <small>{g.blurb}</small>
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
