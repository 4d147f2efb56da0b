// A game's switch, in a group: keep it only on this phone (its changes wait here), or share it again (they go).
import { useState } from 'react';
import { useGroup } from '../store/group.ts';
import { useT } from '../i18n/useT.ts';

export function OnlyHere({ id }: { id: string }) {
  const { t } = useT();
  const stored = useGroup((s) => (s.group ? s.group.onlyHere.includes(id) : null));
  const setOnlyHere = useGroup((s) => s.setOnlyHere);
  // The choice shows at once; the stored one follows when the group's link has written it.
  const [chosen, setChosen] = useState<boolean | null>(null);
  if (stored === null) return null;
  const on = chosen ?? stored;
  return (
    <div className="only-here">
      <label className="radio">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-describedby="only-here-what"
          onChange={(e) => {
            const next = e.target.checked;
            setChosen(next);
            void setOnlyHere(id, next);
          }}
        />{' '}
        {t('shell.group.onlyHere')}
      </label>
      <p id="only-here-what" className="muted">
        {t('shell.group.onlyHere.help')}
      </p>
    </div>
  );
}
