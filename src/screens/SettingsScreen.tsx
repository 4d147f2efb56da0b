// Settings: display, storage state, backup (export all / import), recently deleted games.
import { useEffect, useRef, useState } from 'react';
import { type ImportPhase, type ImportReport } from '../db/backup.ts';
import { msg } from '../games/shared/msg.ts';
import { backupFile } from '../db/exportFile.ts';
import { saveBlob } from '../ui/download.ts';
import type { GameRow } from '../db/db.ts';
import { listDeleted, restoreGame } from '../db/games.ts';
import { useSettings, type Theme } from '../store/settings.ts';
import { useGroup } from '../store/group.ts';
import { href } from '../ui/router.ts';
import { storageState, type StorageState } from '../ui/storage.ts';
import { InstallAction } from '../pwa/InstallAction.tsx';
import { storageLine } from './bytes.ts';
import { useT } from '../i18n/useT.ts';
import { capital } from '../i18n/screenWords.tsx';
import { useReportWords } from '../ui/importReport.ts';
import { LanguageChoice } from './LanguageChoice.tsx';
import { dateOnly } from './when.ts';

export function SettingsScreen() {
  const { showCodes, setShowCodes, theme, setTheme } = useSettings();
  const [storage, setStorage] = useState<StorageState | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [deleted, setDeleted] = useState<GameRow[]>([]);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [exporting, setExporting] = useState(false);
  // The browser's answer to "keep games": Firefox asks the player and may never answer (nothing to tap headless,
  // or a question dismissed), so the tap shows at once that it was taken, and what keeps games safe meanwhile.
  const [asked, setAsked] = useState<'no' | 'asking' | 'refused'>('no');
  const askToKeep = () => {
    setAsked('asking');
    void navigator.storage.persist().then(
      (kept) => (setAsked(kept ? 'no' : 'refused'), storageState().then(setStorage)),
      () => setAsked('refused'),
    );
  };
  const file = useRef<HTMLInputElement>(null);
  const { t, m, intl, n } = useT();
  const reportWords = useReportWords();
  useEffect(() => {
    void storageState().then(setStorage);
    void listDeleted().then(setDeleted);
  }, []);

  const onImport = async (f: File | undefined) => {
    if (!f || progress) return;
    setReport(null);
    setProgress({ phase: 'reading', done: 0, total: 0 });
    try {
      // The importer (and its worker) load only when an import starts.
      const { importFile } = await import('../db/importFile.ts');
      setReport(await importFile(f, (phase, done, total) => setProgress({ phase, done, total })));
    } finally {
      setProgress(null);
      if (file.current) file.current.value = '';
      void listDeleted().then(setDeleted);
    }
  };

  const onExport = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await backupFile();
      saveBlob(blob, fileName);
    } finally {
      setExporting(false);
    }
  };

  return (
    <main className="settings">
      <h1>{t('shell.nav.settings')}</h1>
      <section>
        <h2>{t('shell.settings.display')}</h2>
        <LanguageChoice />
        <fieldset className="theme-choice">
          <legend>{t('shell.settings.colours')}</legend>
          {THEMES.map((value) => (
            <label key={value} className="radio">
              <input
                type="radio"
                name="theme"
                value={value}
                checked={theme === value}
                onChange={() => setTheme(value)}
              />{' '}
              {t(`shell.settings.theme.${value}`)}
            </label>
          ))}
        </fieldset>
        <label className="radio">
          <input type="checkbox" checked={showCodes} onChange={(e) => setShowCodes(e.target.checked)} />{' '}
          {t('shell.settings.codes')}
        </label>
      </section>
      <GroupSection />
      <section>
        <h2>{t('shell.settings.storage')}</h2>
        {storage ? (
          <>
            <p data-testid="storage-state">
              {t(
                storage.persisted
                  ? 'shell.storage.kept'
                  : storage.supported
                    ? 'shell.storage.mayClear'
                    : 'shell.storage.unknown',
              )}
            </p>
            <p className="muted" data-testid="storage-used">
              {m(storageLine(storage.usage, storage.quota, intl))}
            </p>
            {!storage.persisted && storage.supported && asked === 'no' && (
              <button type="button" onClick={askToKeep}>
                {t('shell.storage.ask')}
              </button>
            )}
            {!storage.persisted && asked !== 'no' && (
              <p role="status">{t(asked === 'asking' ? 'shell.storage.asking' : 'shell.storage.refused')}</p>
            )}
          </>
        ) : (
          <p>{t('shell.storage.checking')}</p>
        )}
      </section>
      <section>
        <h2>{t('shell.backup.title')}</h2>
        <div className="row">
          <button type="button" disabled={exporting} onClick={() => void onExport()}>
            {t('shell.backup.export')}
          </button>
          <button
            type="button"
            onClick={() =>
              void import('../share/csvFile.ts')
                .then((c) => c.historyCsvFile())
                .then((f) => saveBlob(f.blob, f.fileName))
            }
          >
            {t('shell.backup.csv')}
          </button>
          <label className="button" aria-disabled={progress ? true : undefined}>
            {t('shell.backup.import')}
            <input
              ref={file}
              type="file"
              accept="application/json,.json,application/gzip,.gz"
              className="visually-hidden"
              disabled={!!progress}
              onChange={(e) => void onImport(e.target.files?.[0])}
            />
          </label>
        </div>
        <p className="muted">{t('shell.backup.help')}</p>
        {progress && (
          <div className="import-progress">
            <label htmlFor="import-progress">{m(progressText(progress, n))}</label>
            <progress id="import-progress" max={1} value={overall(progress)} />
          </div>
        )}
        {/* Only each step is announced, not every count. */}
        <p className="visually-hidden" aria-live="polite">
          {progress ? m(stepText(progress, n)) : ''}
        </p>
        {report && (
          <div role={report.ok ? 'status' : 'alert'} className={report.ok ? 'notice' : 'alert'}>
            {report.ok ? (
              <>
                <p>{reportWords(report)}</p>
                {report.notes.length > 0 && (
                  <ul>
                    {report.notes.slice(0, 30).map((p, i) => (
                      <li key={i}>{capital(m(p))}</li>
                    ))}
                  </ul>
                )}
              </>
            ) : (
              <>
                <p>{t('shell.import.nothing')}</p>
                <ul>
                  {report.problems.slice(0, 30).map((p, i) => (
                    <li key={i}>{capital(m(p))}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </section>
      <section>
        <h2>{t('shell.settings.app')}</h2>
        <p data-testid="app-version">
          {t('shell.settings.version')} <span translate="no">{__APP_VERSION__}</span>
        </p>
        <InstallAction />
      </section>
      {deleted.length > 0 && (
        <section aria-labelledby="recently-deleted">
          <h2 id="recently-deleted">{t('shell.settings.deleted')}</h2>
          <ul>
            {deleted.map((r) => (
              <li key={r.id} className="row">
                <span>
                  {dateOnly(r.doc.createdAt, intl)} — {r.doc.players.map((p) => p.name).join(', ')}
                </span>
                <button type="button" onClick={() => void restoreGame(r.id).then(() => listDeleted().then(setDeleted))}>
                  {t('shell.settings.restore')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}

/** Where the group's page is: start one, or, in one, its status, invite and leaving (removed from it: said). */
function GroupSection() {
  const { t } = useT();
  const me = useGroup((s) => s.group?.me ?? null);
  const removed = useGroup((s) => s.status === 'removed');
  return (
    <section aria-labelledby="settings-group">
      <h2 id="settings-group">{t('shell.group.title')}</h2>
      <p>
        {me === null
          ? t('shell.group.settingsOut')
          : removed
            ? t('shell.group.settingsRemoved')
            : t('shell.group.settingsIn', { name: me })}
      </p>
      <a className="button" href={href({ name: 'group' })}>
        {t(me === null ? 'shell.group.startOrJoin' : 'shell.group.open')}
      </a>
    </section>
  );
}

const THEMES: readonly Theme[] = ['system', 'light', 'dark'];

// The bar runs once from start to end; each step has the share of the time it takes (measured on 10,000 games).
const SHARE: Record<ImportPhase, [number, number]> = { reading: [0, 0.2], checking: [0.2, 0.5], saving: [0.5, 1] };
const overall = ({ phase, done, total }: ImportProgress) => {
  const [from, to] = SHARE[phase];
  return from + (to - from) * (total ? Math.min(1, done / total) : 0);
};

type ImportProgress = { phase: ImportPhase; done: number; total: number };
// Counts are passed twice: as a number for the plural form, and written as the language writes numbers.
const stepText = ({ phase, total }: ImportProgress, n: (x: number) => string) =>
  phase === 'reading'
    ? msg('shell.import.reading')
    : msg(`shell.import.step.${phase}`, { count: total, total: n(total) });
const progressText = (p: ImportProgress, n: (x: number) => string) =>
  p.phase === 'reading'
    ? p.total >= 2e6
      ? msg('shell.import.readingMb', { done: n(Math.round(p.done / 1e6)), total: n(Math.round(p.total / 1e6)) })
      : msg('shell.import.reading')
    : msg(`shell.import.progress.${p.phase}`, { count: p.total, done: n(p.done), total: n(p.total) });
