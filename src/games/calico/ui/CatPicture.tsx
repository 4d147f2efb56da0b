// A cat's requirement as a small picture, as on its tile: a shape cat shows its shape of hexes, a size cat a cluster
// of its size with "+" (any shape of that many or more).
import { CATS, type CatId } from '../core/index.ts';
import { SHAPES } from '../core/shapes.ts';
import { hexPoints } from './hex.ts';

const r = 5;
const w = Math.sqrt(3) * r;
// Cells of a compact cluster for size cats, in axial (q, r): filled in this order.
const CLUSTER: [number, number][] = [
  [0, 0],
  [1, 0],
  [0, 1],
  [1, 1],
  [-1, 1],
  [2, 0],
  [2, 1],
];

export function CatPicture({ cat }: { cat: CatId }) {
  const req = CATS[cat].requirement;
  const cells = req.kind === 'shape' ? SHAPES[req.shape] : CLUSTER.slice(0, req.size);
  const pts = cells.map(([q, rr]) => ({ x: w * (q + rr / 2), y: 1.5 * r * rr }));
  const minX = Math.min(...pts.map((p) => p.x)) - w / 2;
  const minY = Math.min(...pts.map((p) => p.y)) - r;
  const width = Math.max(...pts.map((p) => p.x)) + w / 2 - minX;
  const height = Math.max(...pts.map((p) => p.y)) + r - minY;
  return (
    <svg
      className="cat-picture"
      viewBox={`${minX - 1} ${minY - 1} ${width + (req.kind === 'size' ? 12 : 2)} ${height + 2}`}
      height={height + 2}
      aria-hidden="true"
      focusable="false"
    >
      {pts.map((p, i) => (
        <polygon key={i} points={hexPoints(p.x, p.y, r)} fill="#8a7a5c" stroke="#fff" strokeWidth={1} />
      ))}
      {req.kind === 'size' && (
        <text x={minX + width + 1} y={minY + height / 2 + 4} fontSize={11} fontWeight={700} fill="currentColor">
          +
        </text>
      )}
    </svg>
  );
}
