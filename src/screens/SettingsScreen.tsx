// Settings: display, storage state, backup (export all / import), recently deleted games.
import { useEffect, useRef, useState } from 'react';
import { exportAll, importText, MAX_IMPORT_BYTES, type ImportReport } from '../db/backup.ts';
import type { GameRow } from '../db/db.ts';
import { listDeleted, restoreGame } from '../db/games.ts';
import { useSettings } from '../store/settings.ts';
import { downloadJson } from '../ui/download.ts';
import { storageState, type StorageState } from '../ui/storage.ts';
import { InstallAction } from '../pwa/InstallAction.tsx';

export function SettingsScreen() {
  const { showCodes, setShowCodes } = useSettings();
  const [storage, setStorage] = useState<StorageState | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [deleted, setDeleted] = useState<GameRow[]>([]);
  const file = useRef<HTMLInputElement>(null);
  useEffect(() => {
    void storageState().then(setStorage);
    void listDeleted().then(setDeleted);
  }, []);

  const onImport = async (f: File | undefined) => {
    if (!f) return;
    setReport(f.size > MAX_IMPORT_BYTES ? { ok: false, added: 0, updated: 0, unchanged: 0, problems: [`the file is larger than ${MAX_IMPORT_BYTES / 1e6} MB; it is not a Calico backup`] } : await importText(await f.text()));
    if (file.current) file.current.value = '';
  };

  return (
    <main className="settings">
      <h1>Settings</h1>
      <section>
        <h2>Display</h2>
        <label className="radio"><input type="checkbox" checked={showCodes} onChange={(e) => setShowCodes(e.target.checked)} /> Show letter codes on cells (B blue, G green, Y yellow, N navy, P purple, K pink; s stripes, d dots, f flowers, v vines, q quatrefoil, r ferns)</label>
      </section>
      <section>
        <h2>Storage</h2>
        {storage ? (
          <>
            <p data-testid="storage-state">{storage.persisted ? 'Games are kept: the browser will not clear this app’s storage on its own.' : storage.supported ? 'The browser may clear this app’s storage when the device runs low on space.' : 'This browser does not say whether storage is kept.'}</p>
            {storage.usage !== null && <p className="muted">Using {kb(storage.usage)} of about {kb(storage.quota ?? 0)}.</p>}
            {!storage.persisted && storage.supported && (
              <button type="button" onClick={() => void navigator.storage.persist().then(() => storageState().then(setStorage))}>Ask to keep games</button>
            )}
          </>
        ) : <p>Checking…</p>}
      </section>
      <section>
        <h2>Backup and moving phones</h2>
        <div className="row">
          <button type="button" onClick={() => void exportAll().then((b) => downloadJson(`calico-backup-${b.exportedAt.slice(0, 10)}.json`, b))}>Export all games</button>
          <label className="button">
            Import games…
            <input ref={file} type="file" accept="application/json,.json" className="visually-hidden" onChange={(e) => void onImport(e.target.files?.[0])} />
          </label>
        </div>
        {report && (
          <div role={report.ok ? 'status' : 'alert'} className={report.ok ? 'notice' : 'alert'}>
            {report.ok
              ? `Imported: ${report.added} new, ${report.updated} updated, ${report.unchanged} already here.`
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
        <section>
          <h2>Recently deleted</h2>
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

const kb = (bytes: number) => (bytes > 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.ceil(bytes / 1e3)} kB`);
