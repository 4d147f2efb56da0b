// Sizes in words for the storage line in Settings: "820 kB", "2.3 MB", "1.2 GB" (decimal units, as the browser
// and the phone's own storage settings count them).

const UNITS = [[1e12, 'TB'], [1e9, 'GB'], [1e6, 'MB'], [1e3, 'kB']] as const;

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return 'an unknown amount';
  for (const [size, unit] of UNITS) {
    // Switch unit where the rounded number would reach it ("1.0 MB", never "1000 kB").
    if (bytes >= size * 0.9995) {
      const x = bytes / size;
      return `${x >= 99.95 ? Math.round(x) : Number(x.toFixed(1))} ${unit}`;
    }
  }
  return bytes === 1 ? '1 byte' : `${Math.round(bytes)} bytes`;
}

/** The storage line: how much the app uses of what the browser allows it, or plainly that it is not known. */
export function storageLine(usage: number | null, quota: number | null): string {
  if (usage === null) return 'This browser does not say how much space the app uses.';
  if (!quota) return `Using ${formatBytes(usage)}; this browser does not say how much it allows.`;
  return `Using ${formatBytes(usage)} of ${formatBytes(quota)} this browser allows the app.`;
}
