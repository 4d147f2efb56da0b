// How a live game's link stands, in words and a shape (never colour alone), and who is at the table.
import { useLive } from '../../store/live.ts';
import { useT } from '../../i18n/useT.ts';
import { saysWaiting, STATUS_SHAPE } from '../../ui/LiveBar.tsx';

export function LiveStatus({ id }: { id: string }) {
  const session = useLive((s) => s.sessions[id]);
  const { t } = useT();
  if (!session) return null;
  const words = saysWaiting(session)
    ? t('shell.live.status.waiting', { count: session.waiting })
    : t(`shell.live.status.${session.status}`);
  return (
    <>
      <p role="status" className={`live-status live-${session.status}`}>
        <span aria-hidden="true">{STATUS_SHAPE[session.status]}</span> {words}
      </p>
      {session.members.length > 0 && (
        <p className="muted">{t('shell.live.here', { names: session.members.join(', ') })}</p>
      )}
    </>
  );
}
