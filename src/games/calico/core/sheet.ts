// The score pad: one row per scoring line, one column per player, as the results sheet and the CLI show it.
import { msg, type Msg } from '../../shared/msg.ts';
import { dataText, placeName, series } from '../../shared/words.ts';
import { CATS, COLORS, GOALS, type CatId, type Color } from './catalog.ts';
import type { Game } from './game.ts';
import type { GameScore } from './score.ts';

export interface SheetCell {
  points: number | null;
  /** Short detail: "both", "2 × 3", "pending" … (null: none) */
  note: Msg | null;
}
export interface SheetRow {
  key: string;
  label: Msg;
  cells: SheetCell[];
}

/** `buttonRows: 'per-colour'` gives one row per button colour, as on the paper pad (the CLI keeps one row). */
export function scoreSheet(
  game: Game,
  score: GameScore,
  { buttonRows = 'total' }: { buttonRows?: 'total' | 'per-colour' } = {},
): SheetRow[] {
  const rows: SheetRow[] = [0, 1, 2].map((g) => ({
    key: `goal${g + 1}`,
    label: msg('core.calico.sheet.goal', { n: g + 1 }),
    cells: score.players.map((p) => {
      const r = p.goals[g]!;
      return {
        points: r.status === 'pending' ? null : r.points,
        note: msg('core.calico.sheet.goalNote', { goal: GOALS[r.goal].label, status: r.status }),
      };
    }),
  }));
  if (buttonRows === 'per-colour') {
    for (const color of COLORS) {
      rows.push({
        key: `button-${color}`,
        label: msg('core.calico.sheet.button', { color }),
        cells: score.players.map((p) => {
          const mine = p.buttons.filter((b) => b.color === color);
          return {
            points: mine.reduce((s, b) => s + b.points, 0),
            note: mine.length > 1 ? times(mine.length, score.rules.buttonValue) : null,
          };
        }),
      });
    }
  } else {
    rows.push({
      key: 'buttons',
      label: msg('core.calico.sheet.buttons'),
      cells: score.players.map((p) => ({
        points: p.points.buttons,
        note: p.buttons.length ? times(p.buttons.length, score.rules.buttonValue) : null,
      })),
    });
  }
  if (score.rules.rainbowValue !== null) {
    rows.push({
      key: 'rainbow',
      label: msg('core.calico.sheet.rainbow'),
      cells: score.players.map((p) => ({
        points: p.points.rainbow,
        note: msg('core.calico.sheet.rainbowNote', { have: 6 - p.rainbow.missing.length }),
      })),
    });
  }
  for (const { cat } of game.cats) {
    rows.push({
      key: `cat-${cat}`,
      label: dataText(CATS[cat].name),
      cells: score.players.map((p) => {
        const tokens = p.cats.filter((c) => c.cat === cat);
        return {
          points: tokens.reduce((s, t) => s + t.points, 0),
          note: tokens.length ? msg('core.calico.sheet.tokens', { count: tokens.length }) : null,
        };
      }),
    });
  }
  if (score.players.some((p) => p.corrections.points)) {
    rows.push({
      key: 'corrections',
      label: msg('core.calico.sheet.corrections'),
      cells: score.players.map((p) => ({
        points: p.corrections.points,
        note: correctionNote(p.corrections.buttons, p.corrections.cats),
      })),
    });
  }
  rows.push({
    key: 'total',
    label: msg('core.calico.sheet.total'),
    cells: score.players.map((p) => ({ points: p.total, note: null })),
  });
  rows.push({
    key: 'place',
    label: msg('core.calico.sheet.place'),
    cells: score.players.map((p) => ({ points: p.place, note: placeName(p.place) })),
  });
  return rows;
}

const times = (count: number, value: number): Msg => msg('core.calico.sheet.times', { count, value });

function correctionNote(buttons: Partial<Record<Color, number>>, cats: Partial<Record<CatId, number>>): Msg | null {
  const parts = [
    ...COLORS.filter((c) => buttons[c]).map((color) =>
      msg('core.calico.sheet.extraButtons', { count: buttons[color]!, color }),
    ),
    ...Object.entries(cats)
      .filter(([, n]) => n)
      .map(([c, n]) => msg('core.calico.sheet.extraCats', { count: n!, cat: CATS[c as CatId].name })),
  ];
  return parts.length ? series(parts) : null;
}

/** Names of the winner(s): everyone in first place. */
export function winners(score: GameScore): string[] {
  return score.players.filter((p) => p.place === 1).map((p) => p.name);
}
