// The cats as their tiles (each double-sided tile shows both cats: requirement, points, dots), then which cat each
// of the six patterns goes to, as laid out on the table: one tap per pattern.
import { CAT_TILE_IDS, CATS, PATTERN_NAMES, PATTERNS, type CatId } from '../../core/index.ts';
import { CAT_TILE_SIDES } from '../../core/setup.ts';
import { CatPicture } from '../../ui/CatPicture.tsx';
import { motifId } from '../../ui/Motifs.tsx';
import { hexPoints } from '../../ui/hex.ts';
import { setOwner, toggleCat, type CatDraft } from './catDraft.ts';

export function CatChooser({ draft, onChange, onRefused }: { draft: CatDraft; onChange: (d: CatDraft) => void; onRefused: (why: string) => void }) {
  const tap = (cat: CatId) => {
    const r = toggleCat(draft, cat);
    if (typeof r === 'string') onRefused(r);
    else onChange(r);
  };
  return (
    <>
      <div className="cat-tiles" id="cal-cats" role="group" aria-label="Cats in play (3, each from a different tile)">
        {CAT_TILE_IDS.map((t) => (
          <div className="cat-tile" key={t}>
            {CAT_TILE_SIDES[t].map((cat) => {
              const c = CATS[cat];
              const on = draft.cats.includes(cat);
              return (
                <button key={cat} type="button" className="cat-card" aria-pressed={on}
                  aria-label={`${c.name}: ${c.describe}, ${c.points} points, ${c.dots} dot${c.dots > 1 ? 's' : ''}${on ? ', in play' : ''}`} onClick={() => tap(cat)}>
                  <span className="cat-name">{c.name} <span className="cat-dots" aria-hidden="true">{'•'.repeat(c.dots)}</span></span>
                  <CatPicture cat={cat} />
                  <span className="cat-req">{c.describe}</span>
                  <span className="cat-points">{c.points}</span>
                  {on && <span className="cat-on" aria-hidden="true">✓ in play</span>}
                </button>
              );
            })}
          </div>
        ))}
      </div>
      {draft.cats.length > 0 && (
        <table className="pattern-owners" id="cal-patterns">
          <caption>Which cat each pattern goes to</caption>
          <thead><tr><th scope="col">Pattern</th>{draft.cats.map((c) => <th key={c} scope="col">{CATS[c].name}</th>)}</tr></thead>
          <tbody>
            {PATTERNS.map((p) => (
              <tr key={p}>
                <th scope="row"><PatternSwatch pattern={p} /> {PATTERN_NAMES[p]}</th>
                {draft.cats.map((c, i) => (
                  <td key={c}>
                    <button type="button" className="owner" aria-pressed={draft.owner[p] === i} aria-label={`${PATTERN_NAMES[p]} to ${CATS[c].name}`} onClick={() => onChange(setOwner(draft, p, i))}>
                      {draft.owner[p] === i ? '●' : '○'}
                    </button>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function PatternSwatch({ pattern }: { pattern: (typeof PATTERNS)[number] }) {
  return (
    <svg className="pattern-swatch" viewBox="-13 -13 26 26" width={22} height={22} aria-hidden="true" focusable="false">
      <polygon points={hexPoints(0, 0, 12)} fill="#efe7d6" stroke="#8a7a5c" />
      <polygon points={hexPoints(0, 0, 12)} fill={`url(#${motifId(pattern, 'dark')})`} />
    </svg>
  );
}
