// What an import did, in one sentence in the player's words ("Imported: 1 new, 0 updated, 0 already here.").
import { reportParts, type ImportReport } from '../db/backup.ts';
import { useT } from '../i18n/useT.ts';

export function useReportWords(): (r: ImportReport) => string {
  const { t, m, list } = useT();
  return (r) => t('shell.import.report', { parts: list(reportParts(r).map(m)) });
}
