// Settings → Group (issue 31): what a group is; out of one, start one; in one, how its link stands, who I am in it,
// the members seen, the invite (QR code and link), changing the key to remove a member, and leaving.
import { useEffect, useState } from 'react';
import { useGroup } from '../store/group.ts';
import type { Msg } from '../games/shared/msg.ts';
import { ShareLink } from '../share/ShareLink.tsx';
import { GroupStatusLine } from '../ui/GroupStatus.tsx';
import { useT } from '../i18n/useT.ts';
import { Confirm } from './Confirm.tsx';
import { GroupNameForm } from './GroupNameForm.tsx';
import '../share/share.css';

export function GroupScreen() {
  const { t } = useT();
  const loaded = useGroup((s) => s.loaded);
  const inGroup = useGroup((s) => s.group !== null);
  const [left, setLeft] = useState(false);
  return (
    <main className="group">
      <h1>{t('shell.group.title')}</h1>
      <p>{t('shell.group.about', { host: window.location.host })}</p>
      {!loaded ? (
        <p>{t('shell.loading')}</p>
      ) : inGroup ? (
        <InGroup onLeft={() => setLeft(true)} />
      ) : (
        <StartGroup left={left} />
      )}
    </main>
  );
}

function StartGroup({ left }: { left: boolean }) {
  const { t } = useT();
  const create = useGroup((s) => s.create);
  return (
    <>
      {left && (
        <p role="status" className="notice">
          {t('shell.group.left')}
        </p>
      )}
      <section aria-labelledby="start-group">
        <h2 id="start-group">{t('shell.group.startOrJoin')}</h2>
        <GroupNameForm
          submit={t('shell.group.startOrJoin')}
          onSubmit={async (me): Promise<Msg | null> => {
            const r = await create(me);
            if (!r.ok) return r.reason;
            return null;
          }}
        />
      </section>
      <p className="muted">{t('shell.group.joinHow')}</p>
    </>
  );
}

function InGroup({ onLeft }: { onLeft: () => void }) {
  const { t, m } = useT();
  const group = useGroup((s) => s.group)!;
  const members = useGroup((s) => s.members);
  const { inviteLink, changeKey, leave } = useGroup.getState();
  // undefined: being made; null: none to show.
  const [invite, setInvite] = useState<string | null | undefined>(undefined);
  const [keyChanged, setKeyChanged] = useState<{ ok: true } | { ok: false; reason: Msg } | null>(null);
  useEffect(() => {
    let live = true;
    void inviteLink()
      .catch(() => null)
      .then((url) => live && setInvite(url));
    return () => void (live = false);
  }, [inviteLink, keyChanged]);
  return (
    <>
      <GroupStatusLine />
      <p>{t('shell.group.you', { name: group.me })}</p>
      <section aria-labelledby="group-members">
        <h2 id="group-members">{t('shell.group.members')}</h2>
        {members.length ? (
          <ul className="group-members">
            {members.map((name) => (
              <li key={name}>
                <bdi>{name}</bdi>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('shell.group.noMembers')}</p>
        )}
      </section>
      <section aria-labelledby="group-invite">
        <h2 id="group-invite">{t('shell.group.invite.title')}</h2>
        <p>{t('shell.group.invite.help')}</p>
        {invite === undefined ? (
          <p className="muted">{t('shell.loading')}</p>
        ) : invite === null ? (
          <p className="muted">{t('shell.group.invite.none')}</p>
        ) : (
          <ShareLink url={invite} label={t('shell.group.invite.label')} title={t('shell.group.invite.label')} />
        )}
      </section>
      <section aria-labelledby="group-change">
        <h2 id="group-change" className="visually-hidden">
          {t('shell.group.changeKey')}
        </h2>
        <Confirm
          action={t('shell.group.changeKey')}
          what={t('shell.group.changeKey.what')}
          ask={t('shell.group.changeKey.ask')}
          yes={t('shell.group.changeKey.yes')}
          onYes={async () => setKeyChanged(await changeKey())}
        />
        {keyChanged &&
          (keyChanged.ok ? (
            <p role="status" className="notice">
              {t('shell.group.changeKey.done')}
            </p>
          ) : (
            <p role="alert" className="alert">
              {m(keyChanged.reason)}
            </p>
          ))}
      </section>
      <section aria-labelledby="group-leave">
        <h2 id="group-leave" className="visually-hidden">
          {t('shell.group.leave')}
        </h2>
        <Confirm
          action={t('shell.group.leave')}
          what={t('shell.group.leave.what')}
          ask={t('shell.group.leave.ask')}
          yes={t('shell.group.leave.yes')}
          onYes={async () => {
            await leave();
            onLeft();
          }}
        />
      </section>
    </>
  );
}
