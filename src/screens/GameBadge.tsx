// A game's badge in history and stats: a small picture and the game's name, so the game is never told by colour
// alone. The pictures are outlines in the text colour (they follow dark mode and high contrast).
import type { ReactElement } from 'react';
import { entryOf } from '../games/registry.ts';
import type { GameKind } from '../games/types.ts';

const HEX = 'M8 1.5 13.6 4.75v6.5L8 14.5 2.4 11.25v-6.5z';

const ICONS: Record<GameKind, ReactElement> = {
  // a hexagonal quilt patch with a button in it
  calico: (
    <>
      <path d={HEX} />
      <circle cx="8" cy="8" r="2" />
    </>
  ),
  // four square wall tiles
  azul: (
    <>
      <rect x="2" y="2" width="5" height="5" />
      <rect x="9" y="2" width="5" height="5" />
      <rect x="2" y="9" width="5" height="5" />
      <rect x="9" y="9" width="5" height="5" />
    </>
  ),
  // a hex tile with a path curving across it
  kaliko: (
    <>
      <path d={HEX} />
      <path d="M2.4 8C6 8 8 6 10.8 3.1" />
    </>
  ),
};

export function GameBadge({ kind }: { kind: GameKind }) {
  return (
    <span className="badge game-badge" data-kind={kind}>
      <svg
        viewBox="0 0 16 16"
        width="14"
        height="14"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      >
        {ICONS[kind]}
      </svg>
      {entryOf(kind).name}
    </span>
  );
}
