// A design goal as a small picture: its six letters as six dots, alike letters side by side and in one shade (the
// letter is always there too, so shade is never the only cue).
import { GOALS, type GoalId } from '../core/index.ts';

const SHADES = ['#2b3a6b', '#8a559e', '#3d7a2a', '#a35a00', '#5b5966', '#1f6f78'];
const R = 7;
const STEP = 2 * R + 2;
const GAP = 5;

export function GoalPicture({ id }: { id: GoalId }) {
  const parts = GOALS[id].parts;
  const dots: { x: number; letter: string; shade: string }[] = [];
  let x = R + 1;
  parts.forEach((n, k) => {
    for (let i = 0; i < n; i++, x += STEP) dots.push({ x, letter: String.fromCharCode(65 + k), shade: SHADES[k]! });
    x += GAP;
  });
  const width = x - GAP - STEP + R + 1;
  return (
    <svg
      className="goal-picture"
      viewBox={`0 0 ${width} ${2 * R + 2}`}
      width={width}
      height={2 * R + 2}
      aria-hidden="true"
      focusable="false"
    >
      {dots.map((d, i) => (
        <g key={i}>
          <circle cx={d.x} cy={R + 1} r={R} fill={d.shade} />
          <text x={d.x} y={R + 5} textAnchor="middle" fontSize={10} fontWeight={700} fill="#fff">
            {d.letter}
          </text>
        </g>
      ))}
    </svg>
  );
}
