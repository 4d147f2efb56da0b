// Sizes in words for the storage line in Settings: "820 kB", "2.3 MB", "1,2 Go" (decimal units, as the browser
// and the phone's own storage settings count them; units and decimal mark as the language writes them).
import { msg, type Msg } from '../games/shared/msg.ts';

const UNITS = [
  [1e12, 'terabyte'],
  [1e9, 'gigabyte'],
  [1e6, 'megabyte'],
  [1e3, 'kilobyte'],
] as const;

/** A size, or null when it is not a size (the caller says it is unknown). */
export function formatBytes(bytes: number, locale: string): string | null {
  if (!Number.isFinite(bytes) || bytes < 0) return null;
  for (const [size, unit] of UNITS) {
    // Switch unit where the rounded number would reach it ("1 MB", never "1000 kB").
    if (bytes >= size * 0.9995) {
      const x = bytes / size;
      return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: x >= 99.95 ? 0 : 1 }).format(
        x,
      );
    }
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(Math.round(bytes));
}

/** The storage line: how much the app uses of what the browser allows it, or plainly that it is not known. */
export function storageLine(usage: number | null, quota: number | null, locale: string): Msg {
  const used = usage === null ? null : formatBytes(usage, locale);
  if (used === null) return msg('shell.storage.usageUnknown');
  const allowed = quota ? formatBytes(quota, locale) : null;
  if (allowed === null) return msg('shell.storage.usageOnly', { used });
  return msg('shell.storage.usage', { used, allowed });
}
