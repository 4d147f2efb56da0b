// SVG <pattern> motifs for the six fabric patterns, in a dark and a light ink, so that colour is never the only cue.
import { createRoot } from 'react-dom/client';
import type { Pattern } from '../core/index.ts';

const INKS = { dark: 'rgba(20,20,30,0.62)', light: 'rgba(255,255,255,0.85)' } as const;
const S = 12; // motif tile size in board units

function motif(pattern: Pattern, ink: string) {
  switch (pattern) {
    case 'stripes':
      return (
        <path
          d={`M0,${S} L${S},0 M${-S / 2},${S / 2} L${S / 2},${-S / 2} M${S / 2},${S * 1.5} L${S * 1.5},${S / 2}`}
          stroke={ink}
          strokeWidth={2.4}
        />
      );
    case 'dots':
      return (
        <>
          <circle cx={S / 4} cy={S / 4} r={1.9} fill={ink} />
          <circle cx={(3 * S) / 4} cy={(3 * S) / 4} r={1.9} fill={ink} />
        </>
      );
    case 'flowers':
      return (
        <g transform={`translate(${S / 2},${S / 2})`}>
          {[0, 72, 144, 216, 288].map((a) => (
            <ellipse key={a} cx={0} cy={-2.6} rx={1.5} ry={2.4} fill={ink} transform={`rotate(${a})`} />
          ))}
        </g>
      );
    case 'vines':
      return (
        <path
          d={`M0,${S / 2} C${S / 4},${S / 8} ${S / 4},${S / 8} ${S / 2},${S / 2} S${(3 * S) / 4},${(7 * S) / 8} ${S},${S / 2}`}
          stroke={ink}
          strokeWidth={1.8}
          fill="none"
        />
      );
    case 'quatrefoil':
      return (
        <g transform={`translate(${S / 2},${S / 2})`} fill="none" stroke={ink} strokeWidth={1.4}>
          <circle cx={0} cy={-2.2} r={2.2} />
          <circle cx={0} cy={2.2} r={2.2} />
          <circle cx={-2.2} cy={0} r={2.2} />
          <circle cx={2.2} cy={0} r={2.2} />
        </g>
      );
    case 'ferns':
      return (
        <path
          d={`M${S / 2},${S} L${S / 2},0 M${S / 2},${S * 0.25} L${S * 0.2},${S * 0.05} M${S / 2},${S * 0.25} L${S * 0.8},${S * 0.05} M${S / 2},${S * 0.6} L${S * 0.15},${S * 0.4} M${S / 2},${S * 0.6} L${S * 0.85},${S * 0.4}`}
          stroke={ink}
          strokeWidth={1.5}
          fill="none"
        />
      );
  }
}

export const motifId = (pattern: Pattern, ink: 'dark' | 'light') => `motif-${pattern}-${ink}`;

const PATTERN_LIST: Pattern[] = ['stripes', 'dots', 'flowers', 'vines', 'quatrefoil', 'ferns'];

/** Put once per SVG document (ids are shared across the page, so one hidden copy serves every SVG). */
export function MotifDefs() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
      <defs>
        {PATTERN_LIST.flatMap((p) =>
          (['dark', 'light'] as const).map((ink) => (
            <pattern key={motifId(p, ink)} id={motifId(p, ink)} width={S} height={S} patternUnits="userSpaceOnUse">
              {motif(p, INKS[ink])}
            </pattern>
          )),
        )}
      </defs>
    </svg>
  );
}

let mounted = false;
/** Puts the motif definitions in the page once, outside any screen: boards on every screen (the editor, the
 * history list's pictures, review) point at them by id, so they must exist exactly once. */
export function mountMotifDefs(): void {
  if (mounted || typeof document === 'undefined') return;
  mounted = true;
  const host = document.createElement('div');
  host.id = 'calico-motifs';
  document.body.prepend(host);
  createRoot(host).render(<MotifDefs />);
}
