// Copy a game to another phone (QR code, link or file) or out to BG Stats.
import { downloadJson } from '../../ui/download.ts';
import { gameFileName } from '../../db/backup.ts';
import { entryForFormat } from '../../games/registry.ts';
import { href } from '../../ui/router.ts';
import { bgStatsLink } from '../bgstats.ts';
import { linkTo } from '../links.ts';
import { encodeCopy } from '../payload.ts';
import { ShareLink } from '../ShareLink.tsx';
import { useCode, useStored } from '../useStored.ts';
import { useT } from '../../i18n/useT.ts';
import { GameNotFound, Loading } from '../../ui/Loading.tsx';
import '../share.css';

export function SendGameScreen({ id }: { id: string }) {
  const stored = useStored(id);
  const code = useCode(stored ? () => encodeCopy(stored.m, stored.row.doc) : null, [stored?.row.doc.updatedAt]);
  const { t } = useT();
  if (stored === undefined) return <Loading />;
  if (stored === null) return <GameNotFound back="home" />;
  const { row, m } = stored;
  const doc = row.doc;
  const entry = entryForFormat(doc.format)!;
  const names = doc.players.map((p) => p.name).join(', ');
  const summary = m.core.summarise(doc);
  return (
    <main className="share-screen">
      <h1>{t('shell.share.game')}</h1>
      <p>{t('shell.send.intro', { game: entry.name, names })}</p>
      {code ? (
        <ShareLink
          url={linkTo('copy', code)}
          label={t('shell.send.qr', { game: entry.name, names })}
          title={`${entry.name}: ${names}`}
        />
      ) : (
        <p>{t('shell.share.making')}</p>
      )}
      <div className="row">
        <button type="button" onClick={() => downloadJson(gameFileName(doc), doc)}>
          {t('shell.send.file')}
        </button>
        {doc.finishedAt ? (
          <a
            className="button"
            href={bgStatsLink({ id: doc.id, kind: entry.kind, name: entry.name, createdAt: doc.createdAt, summary })}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('shell.send.bgStats')}
          </a>
        ) : (
          <span className="muted">{t('shell.send.finishFirst')}</span>
        )}
      </div>
      <p>
        <a className="nav-link" href={href({ name: 'review', id })}>
          {t('shell.share.back')}
        </a>
      </p>
    </main>
  );
}
