// Test notation for Kaliko patterns: one tile per line,
//
//     SX-RWB @ 2,-1 rot 3
//   + DB-RRW @ 3,-1 rot 1
//
// "<spelling> @ q,r rot n": the spelling is a sort code (TX triple cross, TB triple bend, DB double bend, DX double
// cross, SX single cross) and the colours (R red, W white, B blue) of its three segments in the order docs/rules/kaliko.md lists
// the sort's side pairs (TX 0-3 1-4 2-5; TB 0-1 2-3 4-5; DB 0-1 2-5 3-4; DX 0-2 1-4 3-5; SX 0-1 2-4 3-5), as drawn
// in rotation 0. Any spelling of a tile is accepted ("TX-WBR" is tile TX-RWB turned), so a test reads as drawn.
// (q, r) are axial coordinates; "rot n" turns the tile so its side k faces direction (k + n) mod 6, directions being
// 0 east, 1 north-east, 2 north-west, 3 west, 4 south-west, 5 south-east (pointy-top hexes).
// Lines starting with "+" are the tiles of the play being tested, in the order entered; the others are the pattern,
// its first line the starting tile. "#" starts a comment. `parsePattern` also checks that the old pattern's colours
// match on every shared edge, so a test picture can never be impossible.
import { cellKey, DQ, DR } from '../geometry.ts';
import { place, patternOf, type Pattern, type Placed } from '../pattern.ts';
import { O_COLOUR, resolveSpelling } from '../tiles.ts';

export function parseTile(line: string): Placed {
  const m = /^\s*([A-Z]{2}-[RWB]{3})\s*@\s*(-?\d+)\s*,\s*(-?\d+)\s+rot\s+(\d)\s*$/.exec(line);
  if (!m) throw new Error(`bad tile line "${line}"`);
  const found = resolveSpelling(m[1]!);
  if (!found) throw new Error(`unknown tile spelling ${m[1]}`);
  return place(found.tile, Number(m[2]), Number(m[3]), (found.rotation + Number(m[4])) % 6);
}

export function parsePattern(text: string): { pattern: Pattern; old: Placed[]; play: Placed[] } {
  const old: Placed[] = [],
    play: Placed[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) continue;
    if (line.startsWith('+')) play.push(parseTile(line.slice(1)));
    else old.push(parseTile(line));
  }
  const ids = old.map((p) => p.tile.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice) throw new Error(`test picture: tile ${twice} is on the table twice`);
  const pattern = patternOf(old);
  for (const p of old) {
    for (let d = 0; d < 6; d++) {
      const i = pattern.cells.get(cellKey(p.q + DQ[d]!, p.r + DR[d]!));
      if (i === undefined) continue;
      const n = pattern.placed[i]!;
      if (O_COLOUR[p.o * 6 + d] !== O_COLOUR[n.o * 6 + ((d + 3) % 6)]) {
        throw new Error(
          `test picture: ${p.tile.id} at ${p.q},${p.r} and ${n.tile.id} at ${n.q},${n.r} disagree on their shared edge`,
        );
      }
    }
  }
  return { pattern, old, play };
}
