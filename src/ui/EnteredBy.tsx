// "entered by Ana": whose phone entered a game of the group (history's cards, a game's review). Nothing when not in a
// group, or for a game no member's record names.
import { useGroup } from '../store/group.ts';
import { useT } from '../i18n/useT.ts';

export function EnteredBy({ id, block }: { id: string; block?: boolean }) {
  const { t } = useT();
  const name = useGroup((s) => (s.group ? s.enteredBy[id] : undefined));
  if (!name) return null;
  const words = t('shell.group.enteredBy', { name });
  return block ? <p className="entered-by muted">{words}</p> : <span className="entered-by muted"> {words}</span>;
}
