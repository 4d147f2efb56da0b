// The catalogue's tiles as pictures, one group per sort with its count: to choose the starting tile (a radio
// group per sort, each tile named in words) or to browse the tiles still to come.
import { memo } from 'react';
import { sortName, SORTS, type Tile } from '../core/index.ts';
import { TileIcon } from './TileSvg.tsx';
import { useT } from '../../../i18n/useT.ts';

const bySort = (tiles: readonly Tile[]) =>
  SORTS.map((s) => ({ sort: s, tiles: tiles.filter((t) => t.sort === s.code) }));

/** Every tile of `tiles` as a radio button with its picture; one radio group per sort. */
export function TileRadios({
  tiles,
  value,
  onChange,
  name,
}: {
  tiles: readonly Tile[];
  value: string;
  onChange: (id: string) => void;
  name: string;
}) {
  const { t: tr, m } = useT();
  return (
    <div className="ksorts">
      {bySort(tiles).map(({ sort, tiles: group }) => (
        <fieldset key={sort.code} className="ksort" role="radiogroup">
          <legend>
            {m(sortName(sort.code))} ({group.length})
          </legend>
          <div className="ktile-grid">
            {group.map((t) => (
              <label key={t.id} className="ktile-radio" title={m(t.name)}>
                <input
                  type="radio"
                  name={name}
                  value={t.id}
                  checked={t.id === value}
                  onChange={() => onChange(t.id)}
                  aria-label={tr('kaliko.tile.label', { name: m(t.name), id: t.id })}
                />
                <TileIcon tile={t} rotation={0} size={40} />
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

/** The tiles still to come, grouped by sort with how many of each sort are left (out of the catalogue's). */
export function TilesList({ tiles, all }: { tiles: readonly Tile[]; all: readonly Tile[] }) {
  const { t: tr, m } = useT();
  const total = bySort(all);
  return (
    <div className="ksorts">
      {bySort(tiles).map(({ sort, tiles: group }, i) => (
        <section
          key={sort.code}
          className="ksort"
          aria-label={tr('kaliko.tiles.sortLabel', {
            sort: m(sortName(sort.code)),
            n: group.length,
            count: total[i]!.tiles.length,
          })}
        >
          <h3>
            {m(sortName(sort.code))}{' '}
            <span className="muted">{tr('kaliko.tiles.nOf', { n: group.length, count: total[i]!.tiles.length })}</span>
          </h3>
          {group.length === 0 ? (
            <p className="muted">{tr('kaliko.tiles.none')}</p>
          ) : (
            <ul className="ktile-grid">
              {group.map((t) => (
                <ComingTile key={t.id} tile={t} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

// The list is drawn again with every turn (the play screen keeps it, closed, below the board): each tile's picture
// and name are drawn once, and again only when the language changes.
const ComingTile = memo(function ComingTile({ tile }: { tile: Tile }) {
  const { m } = useT();
  const name = m(tile.name);
  return (
    <li title={name}>
      <TileIcon tile={tile} rotation={0} size={40} />
      <span className="visually-hidden">{name}</span>
    </li>
  );
});
