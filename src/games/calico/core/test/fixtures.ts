// Two whole boards scored by hand, shared by the golden tests, the example game file and the end-to-end test.
import type { GoalId } from '../catalog.ts';

// A whole blue board, scored by hand in docs/game-format.md's example too:
// buttons: yellow (1,0)(1,1)(2,1); pink (3,0)(3,1)(4,1); navy (6,1)(5,1)(5,2); purple (6,2)(5,3)(5,4);
//   green (6,4)(5,5)(4,5)(4,6); blue (0,3)(1,4)(1,5)(1,6) → 6 buttons = 18, rainbow 3.
// cats (Callie stripes/dots, Rumi flowers/vines, Coconut quatrefoil/ferns): Callie triangle (1,1)(1,2)(2,2) in the
//   stripes group with (1,0); Rumi vines line (4,2)(5,2)(6,2); Coconut ferns (3,6)(2,5)(3,5)(3,4)(4,4) → 3+5+7 = 15.
// goals: @1 A-B-C-D-E-F colours Y K B P N G, patterns f r v q d s → both 15; @2 AAA-BB-C colours B N P P N P → 7,
//   patterns v v d s r q → no; @3 AA-BB-CC colours N N Y Y B B and patterns d d r r q q → both 11. Goals 33.
// Total 18 + 3 + 15 + 33 = 69.
export const FULL_BOARD = `
  Kv  Ys  Bv  Kr  Pq  Yf  Gs
    Gf  Ys  Yf  Kr  Kd  Nq  Nd
  Nq  Ks  Gs  @1  Bv  Nv  Pv
    Br  Nd  Nd  Pq  @2  Pd  Yr
  Ps  Bq  @3  Yr  Nr  Ps  Gq
    Yd  Bq  Yr  Kr  Gf  Gq  Nf
  Pf  Bq  Kf  Nr  Gv  Kd  Bs`;
export const FULL_CATS = 'callie:stripes,dots rumi:flowers,vines coconut:quatrefoil,ferns';
export const FULL_GOALS: [GoalId, GoalId, GoalId] = ['a-b-c-d-e-f', 'aaa-bb-c', 'aa-bb-cc'];

// A whole green board (the second player of the example game and of the end-to-end test), same cats:
// buttons: yellow (1,0)(1,1)..(5,1)(5,0); pink (0,2)(1,2)(2,2)(1,3)(2,3)(1,4); green (4,2)(5,2)(5,3);
//   blue (3,3)(3,4)(3,5)(4,6); navy (1,6)(1,5)(2,5) → 5 buttons = 15; no purple group of 3, so no rainbow.
// cats: Callie stripes triangle (3,0)(2,1)(3,1) and dots triangle (3,3)(3,4)(4,4) = 6; Rumi flowers line
//   (1,1)(2,2)(2,3) = 5 (the vines group (4,2)(5,2)(5,3)(5,4) bends, no line); Coconut ferns (1,5)..(5,5)+(4,6) = 7.
// goals: @1 AA-BB-C-D colours Y Y G B K K, patterns s s v d f f → both 8; @2 AAAA-BB colours G G G B G B,
//   patterns v v v v d d → both 14; @3 AAA-BB-C colours K K B N N K → 7, patterns q f d r r s → no. Goals 29.
// Total 15 + 18 + 29 = 62.
export const FULL_BOARD_GREEN = `
  Nr  Yv  Gr  Ns  Pq  Yd  Bv
    Pd  Yf  Ys  Ys  Yq  Yd  Kf
  Kq  Kr  Kf  @1  Gv  Gv  Pr
    Bs  Kq  Kf  Bd  @2  Gv  Ys
  Yf  Ks  @3  Bd  Gd  Bv  Bq
    Pv  Nr  Nr  Br  Pr  Pr  Kd
  Gs  Nd  Gq  Ks  Br  Nf  Gv`;
export const FULL_GOALS_GREEN: [GoalId, GoalId, GoalId] = ['aa-bb-c-d', 'aaaa-bb', 'aaa-bb-c'];

/** The blue board with nothing placed. */
export const EMPTY_BLUE = `
  Kv  Ys  Bv  Kr  Pq  Yf  Gs
    Gf  ..  ..  ..  ..  ..  Nd
  Nq  ..  ..  @1  ..  ..  Pv
    Br  ..  ..  ..  @2  ..  Yr
  Ps  ..  @3  ..  ..  ..  Gq
    Yd  ..  ..  ..  ..  ..  Nf
  Pf  Bq  Kf  Nr  Gv  Kd  Bs`;
