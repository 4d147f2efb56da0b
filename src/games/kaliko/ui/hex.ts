// Pointy-top hex drawing for axial cells (y grows downwards): side k faces direction k, whose screen angle is
// −60° × k (0 east, 1 north-east, …), as in docs/rules/kaliko.md.
export const SIZE = 30; // centre to corner
const S3 = Math.sqrt(3);
export const APOTHEM = (SIZE * S3) / 2;

export const centre = (q: number, r: number): [number, number] => [SIZE * S3 * (q + r / 2), SIZE * 1.5 * r];

/** The polygon of a hex around (0, 0), corners at −30° + 60° steps. */
export const HEX_POINTS = [0, 1, 2, 3, 4, 5]
  .map((i) => {
    const a = (Math.PI / 180) * (30 - 60 * i);
    return `${(SIZE * Math.cos(a)).toFixed(2)},${(SIZE * Math.sin(a)).toFixed(2)}`;
  })
  .join(' ');

const sideMid = (k: number, inset = 0): [number, number] => {
  const a = (-Math.PI / 3) * k;
  return [(APOTHEM - inset) * Math.cos(a), (APOTHEM - inset) * Math.sin(a)];
};

/** The path of a segment joining sides a and b of a hex centred on (0, 0): a straight line across, or an arc
 * round the corner (a bend, adjacent sides) or round the next hex's centre (a curve, two sides apart). */
export function segmentPath(a: number, b: number): string {
  const [ax, ay] = sideMid(a);
  const [bx, by] = sideMid(b);
  const gap = Math.min((a - b + 6) % 6, (b - a + 6) % 6);
  const m = `M${ax.toFixed(2)},${ay.toFixed(2)}`;
  if (gap === 3) return `${m}L${bx.toFixed(2)},${by.toFixed(2)}`;
  const len = Math.hypot(ax + bx, ay + by);
  const dist = gap === 1 ? SIZE : SIZE * Math.sqrt(3);
  const cx = ((ax + bx) / len) * dist,
    cy = ((ay + by) / len) * dist;
  const radius = gap === 1 ? SIZE / 2 : SIZE * 1.5;
  const sweep = (ax - cx) * (by - cy) - (ay - cy) * (bx - cx) > 0 ? 1 : 0;
  return `${m}A${radius.toFixed(2)},${radius.toFixed(2)} 0 0 ${sweep} ${bx.toFixed(2)},${by.toFixed(2)}`;
}

/** The box around some cells, in picture units, with a margin. */
export function boundsOf(
  cells: readonly { q: number; r: number }[],
  margin = SIZE * 1.3,
): { x: number; y: number; w: number; h: number } {
  if (!cells.length) return { x: -100, y: -100, w: 200, h: 200 };
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const c of cells) {
    const [x, y] = centre(c.q, c.r);
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return { x: x0 - margin, y: y0 - margin, w: x1 - x0 + 2 * margin, h: y1 - y0 + 2 * margin };
}
