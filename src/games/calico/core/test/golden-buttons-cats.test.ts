// Golden tests drawn by hand from docs/rules/calico.md: buttons and cats scored from a board (no placement order).
// Every picture is the blue board; default cats: Millie (dots, ferns), Rumi (stripes, vines),
// Coconut (flowers, quatrefoil). Codes: B blue, G green, Y yellow, N navy, P purple, K pink;
// s stripes, d dots, f flowers, v vines, q quatrefoil, r ferns.
import { describe, expect, it } from 'vitest';
import { awardsFromBoards } from '../awards.ts';
import { Supply } from '../claims.ts';
import { DEFAULT_RULES } from '../game.ts';
import { CELL_COUNT, indexOf } from '../geometry.ts';
import { parseGame } from '../format.ts';
import { scoreGame } from '../score.ts';
import { catsOf, makeGame, tile } from './notation.ts';
import { PENDING, summary, type Expect } from './golden.helpers.ts';

interface Case {
  name: string;
  why: string;
  picture: string;
  cats?: string;
  expect: Expect;
}

const none = (total = 0): Omit<Expect, 'total'> & { total: number } => ({
  buttons: '',
  rainbow: 0,
  cats: '',
  goals: PENDING,
  total,
});

const CASES: Case[] = [
  {
    name: 'empty board',
    why: 'nothing placed: no groups, every goal pending',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  ..  @1  ..  ..  Pv
        Br  ..  ..  ..  @2  ..  Yr
      Ps  ..  @3  ..  ..  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: none(),
  },
  {
    name: 'three green cells earn one green button',
    why: 'green group (2,2)(2,3)(3,3) has 3 cells; patterns all differ',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  Gs  @1  ..  ..  Pv
        Br  ..  Gv  Gq  @2  ..  Yr
      Ps  ..  @3  ..  ..  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { ...none(3), buttons: 'green' },
  },
  {
    name: 'a group grown to five still has one button',
    why: 'one green group of 5; a group earns once whatever its size',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  Gs  @1  ..  ..  Pv
        Br  ..  Gv  Gq  @2  ..  Yr
      Ps  ..  @3  Gd  Gf  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { ...none(3), buttons: 'green' },
  },
  {
    name: 'two separate green groups, one completed by the printed border',
    why: '(2,2)(2,3)(3,3) and (3,5)(4,5)+border (4,6) do not touch',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  Gs  @1  ..  ..  Pv
        Br  ..  Gv  Gq  @2  ..  Yr
      Ps  ..  @3  ..  ..  ..  Gq
        Yd  ..  ..  Gd  Gf  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { ...none(6), buttons: 'green green' },
  },
  {
    name: 'two cells are not a button',
    why: 'green group of 2',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  Gs  @1  ..  ..  Pv
        Br  ..  Gv  ..  @2  ..  Yr
      Ps  ..  @3  ..  ..  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: none(),
  },
  {
    name: 'Millie: three dots',
    why: 'dots group of 3, colours all differ',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  Bd  @1  ..  ..  Pv
        Br  ..  Gd  Yd  @2  ..  Yr
      Ps  ..  @3  ..  ..  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { ...none(3), cats: 'millie 3' },
  },
  {
    name: 'Millie: two dots are not enough',
    why: 'dots group of 2',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  Bd  @1  ..  ..  Pv
        Br  ..  Gd  ..  @2  ..  Yr
      Ps  ..  @3  ..  ..  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: none(),
  },
  {
    name: 'Millie: printed ferns count like placed ones',
    why: 'ferns (2,5)(3,5) + border (3,6) = 3',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  ..  @1  ..  ..  Pv
        Br  ..  ..  ..  @2  ..  Yr
      Ps  ..  @3  ..  ..  ..  Gq
        Yd  ..  Br  Yr  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { ...none(3), cats: 'millie 3' },
  },
  {
    name: 'Coconut: four quatrefoil are not enough',
    why: 'quatrefoil group of 4; Coconut needs 5',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  Bq  @1  ..  ..  Pv
        Br  ..  Gq  Yq  @2  ..  Yr
      Ps  ..  @3  Kq  ..  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: none(),
  },
  {
    name: 'Coconut: five quatrefoil',
    why: 'quatrefoil group of 5',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  Bq  @1  ..  ..  Pv
        Br  ..  Gq  Yq  @2  ..  Yr
      Ps  ..  @3  Kq  Nq  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { ...none(7), cats: 'coconut 7' },
  },
  {
    name: 'five dots belong to Millie, not Coconut',
    why: "dots are Millie's pattern; one group attracts once",
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  Bd  @1  ..  ..  Pv
        Br  ..  Gd  Yd  @2  ..  Yr
      Ps  ..  @3  Kd  Nd  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { ...none(3), cats: 'millie 3' },
  },
  {
    name: 'two separate dots groups attract Millie twice',
    why: '(2,2)(1,3)(2,3) and (4,4)(4,5)(5,5)+border (5,6) do not touch',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  Bd  @1  ..  ..  Pv
        Br  Yd  Gd  ..  @2  ..  Yr
      Ps  ..  @3  ..  Bd  ..  Gq
        Yd  ..  ..  ..  Gd  Yd  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { ...none(6), cats: 'millie 3, millie 3' },
  },
  {
    name: 'touching groups of different patterns are different groups',
    why: "dots (2,2)(1,3)(2,3) touch ferns (3,3)(3,4)(4,4); both are Millie's",
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  Bd  @1  ..  ..  Pv
        Br  Yd  Gd  Kr  @2  ..  Yr
      Ps  ..  @3  Nr  Pr  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { ...none(6), cats: 'millie 3, millie 3' },
  },
  {
    name: 'Tibbit: four dots',
    why: 'dots group (2,2)(2,3)(3,3)(3,4) of 4; Tibbit needs 4',
    cats: 'tibbit:dots,ferns callie:stripes,vines coconut:flowers,quatrefoil',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  Bd  @1  ..  ..  Pv
        Br  ..  Gd  Yd  @2  ..  Yr
      Ps  ..  @3  Kd  ..  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { ...none(5), cats: 'tibbit 5' },
  },
  {
    name: 'Tibbit: three dots are not enough',
    why: 'dots group of 3',
    cats: 'tibbit:dots,ferns callie:stripes,vines coconut:flowers,quatrefoil',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  Bd  @1  ..  ..  Pv
        Br  ..  Gd  Yd  @2  ..  Yr
      Ps  ..  @3  ..  ..  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: none(),
  },
  {
    name: 'Cira: six ferns; Gwenivere would need seven',
    why: 'ferns (2,2)(4,2)(2,3)(3,3)(3,4)(4,4), six colours',
    cats: 'millie:dots,stripes rumi:flowers,vines cira:quatrefoil,ferns',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  Br  @1  Pr  ..  Pv
        Br  ..  Gr  Yr  @2  ..  Yr
      Ps  ..  @3  Kr  Nr  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { ...none(9), cats: 'cira 9' },
  },
  {
    name: 'Gwenivere: six ferns are not enough',
    why: 'the same six ferns',
    cats: 'millie:dots,stripes rumi:flowers,vines gwenivere:quatrefoil,ferns',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  Br  @1  Pr  ..  Pv
        Br  ..  Gr  Yr  @2  ..  Yr
      Ps  ..  @3  Kr  Nr  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: none(),
  },
  {
    name: 'Gwenivere: seven and more ferns',
    why: '(3,5) joins the six and the printed ferns (3,6): a group of 8',
    cats: 'millie:dots,stripes rumi:flowers,vines gwenivere:quatrefoil,ferns',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  Br  @1  Pr  ..  Pv
        Br  ..  Gr  Yr  @2  ..  Yr
      Ps  ..  @3  Kr  Nr  ..  Gq
        Yd  ..  ..  Yr  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { ...none(11), cats: 'gwenivere 11' },
  },
  {
    name: 'Callie: a triangle pointing up',
    why: '(2,2) above (1,3)(2,3): three mutually adjacent dots',
    cats: 'callie:dots,ferns rumi:stripes,vines coconut:flowers,quatrefoil',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  Bd  @1  ..  ..  Pv
        Br  Gd  Yd  ..  @2  ..  Yr
      Ps  ..  @3  ..  ..  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { ...none(3), cats: 'callie 3' },
  },
  {
    name: 'Callie: a triangle pointing down',
    why: '(2,3)(3,3) above (3,4)',
    cats: 'callie:dots,ferns rumi:stripes,vines coconut:flowers,quatrefoil',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  ..  @1  ..  ..  Pv
        Br  ..  Bd  Gd  @2  ..  Yr
      Ps  ..  @3  Yd  ..  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { ...none(3), cats: 'callie 3' },
  },
  {
    name: 'Callie: three in a line are no triangle',
    why: '(2,2)(2,3)(3,4) run along one axis',
    cats: 'callie:dots,ferns rumi:stripes,vines coconut:flowers,quatrefoil',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  Bd  @1  ..  ..  Pv
        Br  ..  Gd  ..  @2  ..  Yr
      Ps  ..  @3  Yd  ..  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: none(),
  },
  {
    name: 'Rumi: a line of 3 along a row',
    why: 'stripes (1,3)(2,3)(3,3)',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  ..  @1  ..  ..  Pv
        Br  Bs  Gs  Ys  @2  ..  Yr
      Ps  ..  @3  ..  ..  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { ...none(5), cats: 'rumi 5' },
  },
  {
    name: 'Rumi: a line of 3 running down-right',
    why: 'stripes (2,2)(2,3)(3,4)',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  Bs  @1  ..  ..  Pv
        Br  ..  Gs  ..  @2  ..  Yr
      Ps  ..  @3  Ys  ..  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { ...none(5), cats: 'rumi 5' },
  },
  {
    name: 'Rumi: a line of 3 running down-left',
    why: 'vines (3,3)(3,4)(2,5)',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  ..  @1  ..  ..  Pv
        Br  ..  ..  Bv  @2  ..  Yr
      Ps  ..  @3  Gv  ..  ..  Gq
        Yd  ..  Yv  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { ...none(5), cats: 'rumi 5' },
  },
  {
    name: 'Rumi: a bent three is not a line',
    why: '(2,2)(2,3)(3,3) turn a corner and are no triangle either',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  Bs  @1  ..  ..  Pv
        Br  ..  Gs  Ys  @2  ..  Yr
      Ps  ..  @3  ..  ..  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: none(),
  },
  {
    name: 'Rumi: a line inside a larger group earns once',
    why: 'stripes group of 6 holds several lines of 3; one group, one token',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  Ks  @1  ..  ..  Pv
        Br  Bs  Gs  Ys  @2  ..  Yr
      Ps  ..  @3  Ns  Ps  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { ...none(5), cats: 'rumi 5' },
  },
  {
    name: 'Tecolote: a line of 4',
    why: 'quatrefoil (2,2)(2,3)(3,4)(3,5) run down-right',
    cats: 'millie:dots,ferns tecolote:flowers,quatrefoil tibbit:stripes,vines',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  Bq  @1  ..  ..  Pv
        Br  ..  Gq  ..  @2  ..  Yr
      Ps  ..  @3  Yq  ..  ..  Gq
        Yd  ..  ..  Kq  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { ...none(7), cats: 'tecolote 7' },
  },
  {
    name: 'Tecolote: a line of 4 along a row, inside a group of 5',
    why: 'quatrefoil (2,5)..(5,5) plus printed quatrefoil (6,4)',
    cats: 'millie:dots,ferns tecolote:flowers,quatrefoil tibbit:stripes,vines',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  ..  @1  ..  ..  Pv
        Br  ..  ..  ..  @2  ..  Yr
      Ps  ..  @3  ..  ..  ..  Gq
        Yd  ..  Bq  Yq  Kq  Nq  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { ...none(7), cats: 'tecolote 7' },
  },
  {
    name: 'Tecolote: four cells that bend are no line of 4',
    why: '(2,2)(2,3)(3,4) then (4,4) turns',
    cats: 'millie:dots,ferns tecolote:flowers,quatrefoil tibbit:stripes,vines',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  Bq  @1  ..  ..  Pv
        Br  ..  Gq  ..  @2  ..  Yr
      Ps  ..  @3  Yq  Kq  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: none(),
  },
  {
    name: 'Leo: a line of 5 down-right',
    why: 'dots (1,1)(2,2)(2,3)(3,4)(3,5)',
    cats: 'leo:dots,ferns rumi:stripes,vines coconut:flowers,quatrefoil',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  Kd  ..  ..  ..  ..  Nd
      Nq  ..  Bd  @1  ..  ..  Pv
        Br  ..  Gd  ..  @2  ..  Yr
      Ps  ..  @3  Yd  ..  ..  Gq
        Yd  ..  ..  Nd  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { ...none(11), cats: 'leo 11' },
  },
  {
    name: 'Leo: a line of 5 along row 1 inside a group of 6',
    why: 'dots (1,1)..(5,1) plus printed dots (6,1)',
    cats: 'leo:dots,ferns rumi:stripes,vines coconut:flowers,quatrefoil',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  Kd  Gd  Yd  Bd  Pd  Nd
      Nq  ..  ..  @1  ..  ..  Pv
        Br  ..  ..  ..  @2  ..  Yr
      Ps  ..  @3  ..  ..  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { ...none(11), cats: 'leo 11' },
  },
  {
    name: 'Leo: four in a line are not enough',
    why: 'dots (1,1)..(4,1)',
    cats: 'leo:dots,ferns rumi:stripes,vines coconut:flowers,quatrefoil',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  Kd  Gd  Yd  Bd  ..  Nd
      Nq  ..  ..  @1  ..  ..  Pv
        Br  ..  ..  ..  @2  ..  Yr
      Ps  ..  @3  ..  ..  ..  Gq
        Yd  ..  ..  ..  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: none(),
  },
  {
    name: 'Almond as printed: a row of 3 with 2 nestled above',
    why: 'quatrefoil (3,4)(4,4) above (2,5)(3,5)(4,5)',
    cats: 'millie:dots,ferns rumi:stripes,vines almond:flowers,quatrefoil',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  ..  @1  ..  ..  Pv
        Br  ..  ..  ..  @2  ..  Yr
      Ps  ..  @3  Bq  Gq  ..  Gq
        Yd  ..  Yq  Kq  Nq  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { ...none(9), cats: 'almond 9' },
  },
  {
    name: 'Almond upside down, inside a group of 6',
    why: '(3,4)(4,4)(5,4) above (3,5)(4,5), plus printed quatrefoil (6,4)',
    cats: 'millie:dots,ferns rumi:stripes,vines almond:flowers,quatrefoil',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  ..  @1  ..  ..  Pv
        Br  ..  ..  ..  @2  ..  Yr
      Ps  ..  @3  Bq  Gq  Yq  Gq
        Yd  ..  ..  Kq  Nq  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: { ...none(9), cats: 'almond 9' },
  },
  {
    name: 'Almond: five cells of another shape',
    why: 'a line of 4 with a cell beside its end is no almond',
    cats: 'millie:dots,ferns rumi:stripes,vines almond:flowers,quatrefoil',
    picture: `
      Kv  Ys  Bv  Kr  Pq  Yf  Gs
        Gf  ..  ..  ..  ..  ..  Nd
      Nq  ..  Bq  @1  ..  ..  Pv
        Br  ..  Gq  ..  @2  ..  Yr
      Ps  ..  @3  Yq  Nq  ..  Gq
        Yd  ..  ..  Kq  ..  ..  Nf
      Pf  Bq  Kf  Nr  Gv  Kd  Bs`,
    expect: none(),
  },
];

describe('golden: buttons and cats from a board', () => {
  for (const c of CASES) {
    it(`${c.name} — ${c.why}`, () => {
      const game = makeGame({ players: [{ picture: c.picture }], ...(c.cats ? { cats: c.cats } : {}) });
      expect(parseGame(game).ok).toBe(true);
      expect(summary(scoreGame(game).players[0]!)).toEqual(c.expect);
    });
  }

  it('a group of printed border cells only never earns; one placed cell joining it does', () => {
    const grid = new Array(CELL_COUNT).fill(null);
    // a made-up border with three blue cells in a row along the top
    grid[indexOf(0, 0)] = tile('Bd');
    grid[indexOf(1, 0)] = tile('Bd');
    grid[indexOf(2, 0)] = tile('Bd');
    const cats = catsOf('millie:dots,ferns rumi:stripes,vines coconut:flowers,quatrefoil');
    expect(awardsFromBoards([grid], cats, new Supply(DEFAULT_RULES))).toEqual([]);
    grid[indexOf(1, 1)] = tile('Bs');
    const awards = awardsFromBoards([grid], cats, new Supply(DEFAULT_RULES));
    expect(awards.map((a) => `${a.kind} ${a.color}`)).toEqual(['button blue']);
  });

  it('a token stack written lowest first still gives each claim the highest token left (RULINGS: highest remaining)', () => {
    const supply = new Supply({ ...DEFAULT_RULES, tokenStacks: { millie: [2, 9, 5] } });
    expect([
      supply.takeCat('millie'),
      supply.takeCat('millie'),
      supply.takeCat('millie'),
      supply.takeCat('millie'),
    ]).toEqual([9, 5, 2, null]);
  });
});
