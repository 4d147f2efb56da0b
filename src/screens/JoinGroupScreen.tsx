// An invite opened (#/group/<id>.<secret>): join the group on this app's own server under a name. The invite lives in
// the address's hash, which no server ever receives; join() presents the secret to the group's server alone. A
// phone already in a group says so and offers to leave it first (its games stay); so does one a member removed from
// this group, and one whose key the group no longer knows. A join that worked is said on the screen it lands on.
import { useGroup } from '../store/group.ts';
import { useUi } from '../store/ui.ts';
import { msg } from '../games/shared/msg.ts';
import type { Msg } from '../games/shared/msg.ts';
import { readInvite } from '../store/groupView.ts';
import { href, navigate } from '../ui/router.ts';
import { useT } from '../i18n/useT.ts';
import { withSlots } from '../i18n/screenWords.tsx';
import { Confirm } from './Confirm.tsx';
import { GroupNameForm } from './GroupNameForm.tsx';

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
};

export function JoinGroupScreen({ invite }: { invite: string }) {
  const { t } = useT();
  const loaded = useGroup((s) => s.loaded);
  const group = useGroup((s) => s.group);
  const refused = useGroup((s) => s.status === 'refused' || s.status === 'removed');
  const removed = useGroup((s) => s.status === 'removed');
  const { join, leave } = useGroup.getState();
  const parts = readInvite(invite);
  if (!parts)
    return (
      <main className="group">
        <h1>{t('shell.group.join.none')}</h1>
        <p role="alert">{t('shell.group.notAnInvite')}</p>
        <a className="nav-link" href={href({ name: 'home' })}>
          {t('shell.nav.home')}
        </a>
      </main>
    );
  const host = window.location.host;
  return (
    <main className="group">
      <h1>
        {withSlots(
          t,
          'shell.group.join.title',
          {},
          {
            host: (
              <span className="host" translate="no">
                {host}
              </span>
            ),
          },
        )}
      </h1>
      {!loaded ? (
        <p>{t('shell.loading')}</p>
      ) : group && group.id === parts.id && hostOf(group.server) === host && !refused ? (
        <>
          <p role="status">{t('shell.group.join.same')}</p>
          <a className="button" href={href({ name: 'group' })}>
            {t('shell.group.open')}
          </a>
        </>
      ) : group ? (
        <>
          <p>
            {group.id === parts.id && removed
              ? t('shell.group.join.removed')
              : group.id === parts.id && refused
                ? t('shell.group.join.oldKey')
                : t('shell.group.join.already', { host: hostOf(group.server) })}
          </p>
          <Confirm
            action={t('shell.group.join.leaveFirst')}
            what={t('shell.group.leave.what')}
            ask={t('shell.group.leave.ask')}
            yes={t('shell.group.leave.yes')}
            onYes={leave}
          />
        </>
      ) : (
        <>
          <p>{t('shell.group.join.what')}</p>
          <GroupNameForm
            submit={t('shell.group.join.button')}
            onSubmit={async (me): Promise<Msg | null> => {
              const r = await join(invite, me);
              if (!r.ok) return r.reason;
              // The invite's address leaves the back history: the secret is not kept in it.
              navigate({ name: 'history' }, true);
              useUi.getState().showToast({
                message: msg('shell.group.joined', { name: me.trim() }),
                action: { label: msg('shell.group.open'), run: () => navigate({ name: 'group' }) },
              });
              return null;
            }}
          />
        </>
      )}
    </main>
  );
}
