// Settings → Group (issue 31): what a group is; out of one, start one; in one, how its link stands, who I am in it,
// its members as the server lists them (removing one), the invite (QR code and link, a new one), and leaving. A
// phone a member removed says so, and shows neither name, members nor invite.
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
  const { t } = useT();
  const group = useGroup((s) => s.group)!;
  const removed = useGroup((s) => s.status === 'removed');
  const { leave } = useGroup.getState();
  return (
    <>
      <GroupStatusLine />
      {removed ? (
        // Told in words, with nothing that would read as still in the group: no name, no members, no invite.
        <p className="notice">{t('shell.group.removed', { name: group.me })}</p>
      ) : (
        <>
          <p>{t('shell.group.you', { name: group.me })}</p>
          <Members />
          <Invite />
        </>
      )}
      <section aria-labelledby="group-leave">
        <h2 id="group-leave" className="visually-hidden">
          {t('shell.group.leave')}
        </h2>
        <Confirm
          action={t('shell.group.leave')}
          what={t(removed ? 'shell.group.leave.whatRemoved' : 'shell.group.leave.what')}
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

type Done = { ok: true; words: string } | { ok: false; reason: Msg } | null;

function Said({ done }: { done: Done }) {
  const { m } = useT();
  if (!done) return null;
  return done.ok ? (
    <p role="status" className="notice">
      {done.words}
    </p>
  ) : (
    <p role="alert" className="alert">
      {m(done.reason)}
    </p>
  );
}

/** The members as the server lists them (known from joining on, not from games written), each other one with
 * "Remove". */
function Members() {
  const { t, n } = useT();
  const members = useGroup((s) => s.group?.members ?? null);
  const { refreshMembers, removeMember } = useGroup.getState();
  const [done, setDone] = useState<Done>(null);
  useEffect(() => void refreshMembers().catch(() => undefined), [refreshMembers]);
  return (
    <section aria-labelledby="group-members">
      <h2 id="group-members">{t('shell.group.members')}</h2>
      {members === null ? (
        <p className="muted">{t('shell.group.members.unknown')}</p>
      ) : (
        <ul className="group-members">
          {members.map((p) => (
            <li key={p.name}>
              <span className="member-name">
                <bdi>{p.name}</bdi>
                {p.you && ` ${t('shell.group.members.you')}`}
                {p.phones > 1 && ` · ${t('shell.group.members.phones', { count: p.phones, n: n(p.phones) })}`}
              </span>
              {!p.you && (
                <Confirm
                  action={t('shell.group.remove', { name: p.name })}
                  what={t('shell.group.remove.what', { name: p.name })}
                  ask={t('shell.group.remove.ask', { name: p.name })}
                  yes={t('shell.group.remove.yes', { name: p.name })}
                  quiet
                  onYes={async () => {
                    const r = await removeMember(p.name);
                    setDone(r.ok ? { ok: true, words: t('shell.group.remove.done', { name: p.name }) } : r);
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <Said done={done} />
    </section>
  );
}

/** The invite this phone holds (QR code and link), and a new one on request. */
function Invite() {
  const { t } = useT();
  const inviteId = useGroup((s) => s.group?.inviteId ?? null);
  const { inviteLink, newInvite } = useGroup.getState();
  // undefined: being read; null: none to show.
  const [invite, setInvite] = useState<string | null | undefined>(undefined);
  const [done, setDone] = useState<Done>(null);
  useEffect(() => {
    let live = true;
    void inviteLink()
      .catch(() => null)
      .then((url) => live && setInvite(url));
    return () => void (live = false);
  }, [inviteLink, inviteId, done]);
  return (
    <section aria-labelledby="group-invite">
      <h2 id="group-invite">{t('shell.group.invite.title')}</h2>
      {invite === undefined ? (
        <p className="muted">{t('shell.loading')}</p>
      ) : invite === null ? (
        <p className="muted">{t('shell.group.invite.none')}</p>
      ) : (
        <>
          <p>{t('shell.group.invite.help')}</p>
          <ShareLink url={invite} label={t('shell.group.invite.label')} title={t('shell.group.invite.label')} />
        </>
      )}
      <Confirm
        action={t('shell.group.invite.new')}
        what={t('shell.group.invite.new.what')}
        ask={t('shell.group.invite.new.ask')}
        yes={t('shell.group.invite.new.yes')}
        onYes={async () => {
          const r = await newInvite();
          setDone(r.ok ? { ok: true, words: t('shell.group.invite.new.done') } : r);
        }}
      />
      <Said done={done} />
    </section>
  );
}
