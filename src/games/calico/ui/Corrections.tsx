// Hand corrections for one player: extra buttons by colour and extra cat tokens, shown apart in the results.
import { CATS, colorName, COLORS, type CatId, type Color, type Corrections as C, type Game } from '../core/index.ts';
import { useGameStore } from '../store.ts';
import { useT } from '../../../i18n/useT.ts';

export function Corrections({ game, player }: { game: Game; player: number }) {
  const setCorrections = useGameStore((s) => s.setCorrections);
  const current = game.players[player]!.corrections ?? {};
  const buttons = current.buttons ?? {};
  const cats = current.cats ?? {};
  const change = (next: C) => setCorrections(player, next);
  const { t, m } = useT();
  const stepper = (label: string, value: number, set: (n: number) => void) => (
    <div className="stepper" key={label}>
      <span>{label}</span>
      <button
        type="button"
        aria-label={t('calico.corr.fewer', { label })}
        disabled={value <= 0}
        onClick={() => set(value - 1)}
      >
        −
      </button>
      <output aria-label={t('calico.corr.extra', { label })}>{value}</output>
      <button
        type="button"
        aria-label={t('calico.corr.more', { label })}
        disabled={value >= 30}
        onClick={() => set(value + 1)}
      >
        +
      </button>
    </div>
  );
  return (
    <details className="corrections">
      <summary>{t('calico.corr.title', { name: game.players[player]!.name })}</summary>
      <p className="muted">{t('calico.corr.help')}</p>
      <div className="stepper-grid">
        {COLORS.map((c: Color) =>
          stepper(t('calico.corr.buttons', { colour: m(colorName(c)) }), buttons[c] ?? 0, (n) =>
            change({ buttons: { ...buttons, [c]: n }, cats }),
          ),
        )}
        {game.cats.map(({ cat }: { cat: CatId }) =>
          stepper(t('calico.corr.tokens', { cat: CATS[cat].name }), cats[cat] ?? 0, (n) =>
            change({ buttons, cats: { ...cats, [cat]: n } }),
          ),
        )}
      </div>
    </details>
  );
}
