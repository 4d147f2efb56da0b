// Settings: display, storage state, backup (export all / import), recently deleted games.
import { useEffect, useRef, useState } from 'react';
import { reportText, type ImportPhase, type ImportReport } from '../db/backup.ts';
import { backupFile } from '../db/exportFile.ts';
import { saveBlob } from '../ui/download.ts';
import type { GameRow } from '../db/db.ts';
import { listDeleted, restoreGame } from '../db/games.ts';
import { useSettings, type Theme } from '../store/settings.ts';
import { storageState, type StorageState } from '../ui/storage.ts';
import { InstallAction } from '../pwa/InstallAction.tsx';
import { storageLine } from './bytes.ts';

export function SettingsScreen() {
  const { showCodes, setShowCodes, theme, setTheme } = useSettings();
  const [storage, setStorage] = useState<StorageState | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [deleted, setDeleted] = useState<GameRow[]>([]);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [exporting, setExporting] = useState(false);
  const file = useRef<HTMLInputElement>(null);
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
      <h1>Settings</h1>
      <section>
        <h2>Display</h2>
        <fieldset className="theme-choice">
          <legend>Colours</legend>
          {THEMES.map(([value, text]) => (
            <label key={value} className="radio"><input type="radio" name="theme" value={value} checked={theme === value} onChange={() => setTheme(value)} /> {text}</label>
          ))}
        </fieldset>
        <label className="radio"><input type="checkbox" checked={showCodes} onChange={(e) => setShowCodes(e.target.checked)} /> Show letter codes on cells (B blue, G green, Y yellow, N navy, P purple, K pink; s stripes, d dots, f flowers, v vines, q quatrefoil, r ferns)</label>
      </section>
      <section>
        <h2>Storage</h2>
        {storage ? (
          <>
            <p data-testid="storage-state">{storage.persisted ? 'Games are kept: the browser will not clear this app’s storage on its own.' : storage.supported ? 'The browser may clear this app’s storage when the device runs low on space.' : 'This browser does not say whether storage is kept.'}</p>
            <p className="muted" data-testid="storage-used">{storageLine(storage.usage, storage.quota)}</p>
            {!storage.persisted && storage.supported && (
              <button type="button" onClick={() => void navigator.storage.persist().then(() => storageState().then(setStorage))}>Ask to keep games</button>
            )}
          </>
        ) : <p>Checking…</p>}
      </section>
      <section>
        <h2>Backup and moving phones</h2>
        <div className="row">
          <button type="button" disabled={exporting} onClick={() => void onExport()}>Export all games</button>
          <button type="button" onClick={() => void import('../share/csvFile.ts').then((m) => m.historyCsvFile()).then((f) => saveBlob(f.blob, f.fileName))}>Export history as a spreadsheet (CSV)</button>
          <label className="button" aria-disabled={progress ? true : undefined}>
            Import games…
            <input ref={file} type="file" accept="application/json,.json,application/gzip,.gz" className="visually-hidden" disabled={!!progress} onChange={(e) => void onImport(e.target.files?.[0])} />
          </label>
        </div>
        <p className="muted">The backup is one compressed file (.json.gz) with every game; import reads it, older backups and single game files.</p>
        {progress && (
          <div className="import-progress">
            <label htmlFor="import-progress">{progressText(progress)}</label>
            <progress id="import-progress" max={1} value={overall(progress)} />
          </div>
        )}
        {/* Only each step is announced, not every count. */}
        <p className="visually-hidden" aria-live="polite">{progress ? stepText(progress) : ''}</p>
        {report && (
          <div role={report.ok ? 'status' : 'alert'} className={report.ok ? 'notice' : 'alert'}>
            {report.ok
              ? <><p>{reportText(report)}</p>{report.notes.length > 0 && <ul>{report.notes.slice(0, 30).map((p) => <li key={p}>{p}</li>)}</ul>}</>
              : <><p>Nothing was imported. Problems:</p><ul>{report.problems.slice(0, 30).map((p) => <li key={p}>{p}</li>)}</ul></>}
          </div>
        )}
      </section>
      <section>
        <h2>App</h2>
        <p data-testid="app-version">Version {__APP_VERSION__}</p>
        <InstallAction />
      </section>
      {deleted.length > 0 && (
        <section aria-labelledby="recently-deleted">
          <h2 id="recently-deleted">Recently deleted</h2>
          <ul>
            {deleted.map((r) => (
              <li key={r.id} className="row">
                <span>{new Date(r.doc.createdAt).toLocaleDateString()} — {r.doc.players.map((p) => p.name).join(', ')}</span>
                <button type="button" onClick={() => void restoreGame(r.id).then(() => listDeleted().then(setDeleted))}>Restore</button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}

const THEMES: [Theme, string][] = [['system', 'As the device (light or dark)'], ['light', 'Light'], ['dark', 'Dark, for a dim table']];

// The bar runs once from start to end; each step has the share of the time it takes (measured on 10,000 games).
const SHARE: Record<ImportPhase, [number, number]> = { reading: [0, 0.2], checking: [0.2, 0.5], saving: [0.5, 1] };
const overall = ({ phase, done, total }: ImportProgress) => {
  const [from, to] = SHARE[phase];
  return from + (to - from) * (total ? Math.min(1, done / total) : 0);
};

type ImportProgress = { phase: ImportPhase; done: number; total: number };
const count = (n: number) => n.toLocaleString();
const stepText = ({ phase, total }: ImportProgress) =>
  phase === 'reading' ? 'Importing: reading the file' : `Importing: ${phase} ${count(total)} ${total === 1 ? 'game' : 'games'}`;
const progressText = (p: ImportProgress) =>
  p.phase === 'reading'
    ? (p.total >= 2e6 ? `Importing: reading the file, ${Math.round(p.done / 1e6)} of ${Math.round(p.total / 1e6)} MB` : 'Importing: reading the file')
    : `Importing: ${p.phase} ${count(p.done)} of ${count(p.total)} ${p.total === 1 ? 'game' : 'games'}`;
