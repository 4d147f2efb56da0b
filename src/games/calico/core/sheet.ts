// The score pad: one row per scoring line, one column per player, as the results sheet and the CLI show it.
import { CATS, COLOR_NAMES, COLORS, GOALS, type CatId, type Color } from './catalog.ts';
import type { Game } from './game.ts';
import { placeName } from './ranking.ts';
import type { GameScore } from './score.ts';

export interface SheetCell {
  points: number | null;
  /** Short detail: "both", "2 × 3", "pending" … */
  note: string;
}
export interface SheetRow {
  key: string;
  label: string;
  cells: SheetCell[];
}

const STATUS_NOTE = { pending: 'pending', both: 'colour + pattern', color: 'colour', pattern: 'pattern', neither: 'not met' } as const;

/** `buttonRows: 'per-colour'` gives one row per button colour, as on the paper pad (the CLI keeps one row). */
export function scoreSheet(game: Game, score: GameScore, { buttonRows = 'total' }: { buttonRows?: 'total' | 'per-colour' } = {}): SheetRow[] {
  const rows: SheetRow[] = [0, 1, 2].map((g) => ({
    key: `goal${g + 1}`,
    label: `Goal ${g + 1}`,
    cells: score.players.map((p) => {
      const r = p.goals[g]!;
      return { points: r.status === 'pending' ? null : r.points, note: `${GOALS[r.goal].label} · ${STATUS_NOTE[r.status]}` };
    }),
  }));
  if (buttonRows === 'per-colour') {
    for (const color of COLORS) {
      rows.push({
        key: `button-${color}`,
        label: `${COLOR_NAMES[color]} button`,
        cells: score.players.map((p) => {
          const mine = p.buttons.filter((b) => b.color === color);
          return { points: mine.reduce((s, b) => s + b.points, 0), note: mine.length > 1 ? `${mine.length} × ${score.rules.buttonValue}` : '' };
        }),
      });
    }
  } else {
    rows.push({
      key: 'buttons',
      label: 'Buttons',
      cells: score.players.map((p) => ({
        points: p.points.buttons,
        note: p.buttons.length ? `${p.buttons.length} × ${score.rules.buttonValue}` : '',
      })),
    });
  }
  if (score.rules.rainbowValue !== null) {
    rows.push({
      key: 'rainbow',
      label: 'Rainbow',
      cells: score.players.map((p) => ({ points: p.points.rainbow, note: p.rainbow.earned ? 'all 6 colours' : `${6 - p.rainbow.missing.length}/6 colours` })),
    });
  }
  for (const { cat } of game.cats) {
    rows.push({
      key: `cat-${cat}`,
      label: CATS[cat].name,
      cells: score.players.map((p) => {
        const tokens = p.cats.filter((c) => c.cat === cat);
        return { points: tokens.reduce((s, t) => s + t.points, 0), note: tokens.length ? `${tokens.length} token${tokens.length > 1 ? 's' : ''}` : '' };
      }),
    });
  }
  if (score.players.some((p) => p.corrections.points)) {
    rows.push({
      key: 'corrections',
      label: 'Corrections',
      cells: score.players.map((p) => ({ points: p.corrections.points, note: correctionNote(p.corrections.buttons, p.corrections.cats) })),
    });
  }
  rows.push({ key: 'total', label: 'Total', cells: score.players.map((p) => ({ points: p.total, note: '' })) });
  rows.push({ key: 'place', label: 'Place', cells: score.players.map((p) => ({ points: p.place, note: placeName(p.place) })) });
  return rows;
}

function correctionNote(buttons: Partial<Record<Color, number>>, cats: Partial<Record<CatId, number>>): string {
  const parts = [
    ...COLORS.filter((c) => buttons[c]).map((c) => `+${buttons[c]} ${c} button${buttons[c]! > 1 ? 's' : ''}`),
    ...Object.entries(cats).filter(([, n]) => n).map(([c, n]) => `+${n} ${CATS[c as CatId].name}`),
  ];
  return parts.join(', ');
}

/** Names of the winner(s): everyone in first place. */
export function winners(score: GameScore): string[] {
  return score.players.filter((p) => p.place === 1).map((p) => p.name);
}
