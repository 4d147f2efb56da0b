// What lies on the table while the setup is filled in, one question at a time: each player's board and three goals,
// the three cats, then each cat's two patterns. Nothing is chosen until a player taps it or asks the app to deal.
import {
  BOARD_IDS,
  CATS,
  GOAL_IDS,
  PATTERNS,
  randomStandardCats,
  shuffle,
  type BoardId,
  type CatId,
  type GoalId,
  type Pattern,
} from '../../core/index.ts';
import { CAT_TILE_SIDES } from '../../core/setup.ts';
import { setOwner, toggleCat, type CatDraft } from './catDraft.ts';
import { listNow, say } from '../../../../i18n/screenWords.tsx';
import { patternWord } from '../../ui/terms.ts';

const SPACES = ['top', 'right', 'left'] as const;
/** A goal space's name as a label ("Top") and inside a sentence ("the top space"). */
export const spaceName = (k: number): string => say(`calico.space.${SPACES[k]}`);
export const spaceIn = (k: number): string => say(`calico.spaceIn.${SPACES[k]}`);
export const spaceWord = (k: number): string => say(`calico.spaceWord.${SPACES[k]}`);

export interface SeatDraft {
  board: BoardId | null;
  /** The goals on the top, right and left spaces. */
  goals: [GoalId | null, GoalId | null, GoalId | null];
}

export interface TableDraft {
  seats: SeatDraft[];
  cats: CatDraft;
}

export type Question =
  | { kind: 'board'; seat: number }
  | { kind: 'goal'; seat: number; space: number }
  | { kind: 'cats' }
  | { kind: 'patterns'; cat: number };

export const emptySeat = (): SeatDraft => ({ board: null, goals: [null, null, null] });
export const emptyCats = (): CatDraft => ({
  cats: [],
  owner: Object.fromEntries(PATTERNS.map((p) => [p, null])) as CatDraft['owner'],
});

/** Every question, in the order the table is copied: seat by seat, then the cats, then each cat's patterns. */
export function questions(d: TableDraft): Question[] {
  const qs: Question[] = [];
  d.seats.forEach((_, seat) => {
    qs.push({ kind: 'board', seat });
    for (let space = 0; space < 3; space++) qs.push({ kind: 'goal', seat, space });
  });
  qs.push({ kind: 'cats' });
  for (let cat = 0; cat < 3; cat++) qs.push({ kind: 'patterns', cat });
  return qs;
}

const patternsOf = (c: CatDraft, cat: number) => PATTERNS.filter((p) => c.owner[p] === cat);

export function isAnswered(d: TableDraft, q: Question): boolean {
  switch (q.kind) {
    case 'board':
      return d.seats[q.seat]?.board != null;
    case 'goal':
      return d.seats[q.seat]?.goals[q.space] != null;
    case 'cats':
      return d.cats.cats.length === 3;
    case 'patterns':
      return d.cats.cats.length > q.cat && patternsOf(d.cats, q.cat).length === 2;
  }
}

export const sameQuestion = (a: Question, b: Question): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The first open question after `after` (wrapping round), or null when everything is chosen. */
export function nextOpen(d: TableDraft, after: Question | null): Question | null {
  const qs = questions(d);
  const from = after ? qs.findIndex((q) => sameQuestion(q, after)) + 1 : 0;
  for (let k = 0; k < qs.length; k++) {
    const q = qs[(from + k) % qs.length]!;
    if (isAnswered(d, q)) continue;
    // A cat's patterns are asked once the cat is chosen.
    if (q.kind === 'patterns' && d.cats.cats.length <= q.cat) continue;
    return q;
  }
  return null;
}

/** A seat takes a board; a board another seat had changes hands (that seat chooses again). */
export function chooseBoard(d: TableDraft, seat: number, board: BoardId): TableDraft {
  return {
    ...d,
    seats: d.seats.map((s, i) => (i === seat ? { ...s, board } : s.board === board ? { ...s, board: null } : s)),
  };
}

/** A goal on a space; a goal already on another of the seat's spaces swaps with what was there. */
export function chooseGoal(d: TableDraft, seat: number, space: number, goal: GoalId): TableDraft {
  return {
    ...d,
    seats: d.seats.map((s, i) => {
      if (i !== seat) return s;
      const goals = [...s.goals] as SeatDraft['goals'];
      const was = goals.indexOf(goal);
      if (was >= 0) goals[was] = goals[space]!;
      goals[space] = goal;
      return { ...s, goals };
    }),
  };
}

/** A cat tapped in or out (see toggleCat); a reason in words when it cannot go in. */
export function chooseCat(d: TableDraft, cat: CatId): TableDraft | string {
  const r = toggleCat(d.cats, cat);
  return typeof r === 'string' ? r : { ...d, cats: r };
}

/** A pattern tapped for a cat: given to it (taken from another cat), or taken back if it had it; a reason in words
 * when the cat has its two already. When two cats have their two patterns, the last cat gets the two left: there is
 * nothing else it can have. */
export function choosePattern(d: TableDraft, cat: number, pattern: Pattern): TableDraft | string {
  const had = d.cats.owner[pattern] === cat;
  const mine = patternsOf(d.cats, cat);
  if (!had && mine.length >= 2) {
    const name = CATS[d.cats.cats[cat]!].name;
    return say('calico.setup.catHasTwo', {
      cat: name,
      patterns: listNow(mine.map(patternWord)),
      pattern: patternWord(pattern),
    });
  }
  let c: CatDraft = { ...d.cats, owner: { ...d.cats.owner, [pattern]: had ? null : cat } };
  const free = PATTERNS.filter((p) => c.owner[p] === null);
  const counts = c.cats.map((_, i) => patternsOf(c, i).length);
  const empty = counts.indexOf(0);
  if (!had && c.cats.length === 3 && free.length === 2 && empty >= 0 && counts.filter((n) => n === 2).length === 2) {
    for (const p of free) c = setOwner(c, p, empty);
  }
  return { ...d, cats: c };
}

/** Deals whatever is still open, as the box would, and keeps every choice already made. */
export function dealRest(d: TableDraft, random: () => number = Math.random): TableDraft {
  const freeBoards = shuffle(
    BOARD_IDS.filter((b) => !d.seats.some((s) => s.board === b)),
    random,
  );
  const seats = d.seats.map((s) => {
    const board = s.board ?? freeBoards.shift() ?? null;
    const spare = shuffle(
      GOAL_IDS.filter((g) => !s.goals.includes(g)),
      random,
    );
    return { board, goals: s.goals.map((g) => g ?? spare.shift()!) as SeatDraft['goals'] };
  });
  // Cats: one per dot group as the box deals them, for each group no chosen cat covers (any 3 tiles are allowed).
  const cats = [...d.cats.cats];
  for (const cat of randomStandardCats(random)) {
    if (cats.length >= 3) break;
    const tile = CATS[cat].tile;
    const taken = (c: CatId) => CATS[c].tile === tile;
    if (!cats.some((c) => CATS[c].dots === CATS[cat].dots) && !cats.some(taken)) cats.push(cat);
  }
  for (const t of shuffle(Object.values(CAT_TILE_SIDES), random)) {
    if (cats.length >= 3) break;
    if (!cats.some((c) => CATS[c].tile === CATS[t[0]].tile)) cats.push(t[Math.floor(random() * 2)]!);
  }
  const owner = { ...d.cats.owner };
  const free = shuffle(
    PATTERNS.filter((p) => owner[p] === null),
    random,
  );
  cats.forEach((_, i) => {
    while (PATTERNS.filter((p) => owner[p] === i).length < 2 && free.length) owner[free.shift()!] = i;
  });
  return { seats, cats: { cats, owner } };
}

/** What is still to choose, in words ("Ben's board; Ana's left goal; the cats"), empty when nothing is. */
export function stillOpen(d: TableDraft, names: readonly string[]): string[] {
  const who = (i: number) => names[i]?.trim() || say('games.setup.player', { n: i + 1 });
  const out: string[] = [];
  d.seats.forEach((s, i) => {
    const open = s.goals.flatMap((g, k) => (g ? [] : [spaceWord(k)]));
    const goals = open.length === 3 ? 'all' : open.length ? 'some' : 'none';
    if (!s.board || open.length)
      out.push(
        say('calico.open.seat', {
          name: who(i),
          board: s.board ? 'no' : 'yes',
          goals,
          count: open.length,
          spaces: listNow(open),
        }),
      );
  });
  if (d.cats.cats.length < 3)
    out.push(
      d.cats.cats.length ? say('calico.open.moreCats', { count: 3 - d.cats.cats.length }) : say('calico.open.cats'),
    );
  const free = PATTERNS.filter((p) => d.cats.owner[p] === null);
  if (d.cats.cats.length === 3 && free.length)
    out.push(
      free.length > 2
        ? say('calico.open.patterns')
        : say('calico.open.whichCat', { patterns: listNow(free.map(patternWord)) }),
    );
  return out;
}
