import { describe, expect, it } from 'vitest';
import { nodeI18n } from '../i18n/node.ts';
import { renderMsg } from '../i18n/render.ts';
import { formatBytes, storageLine } from './bytes.ts';

describe('storage sizes in words', () => {
  it('bytes, kB, MB, GB with one decimal below 100, whole numbers above', () => {
    const f = (b: number) => formatBytes(b, 'en');
    expect(f(0)).toBe('0 bytes');
    expect(f(1)).toBe('1 byte');
    expect(f(999)).toBe('999 bytes');
    expect(f(820_000)).toBe('820 kB');
    expect(f(2_345_678)).toBe('2.3 MB');
    expect(f(12_000_000)).toBe('12 MB');
    expect(f(1_234_567_890)).toBe('1.2 GB');
    expect(f(296_000_000_000)).toBe('296 GB');
  });

  it('never "1000 kB": a value that rounds up to the next unit is written in it', () => {
    expect(formatBytes(999_960, 'en')).toBe('1 MB');
    expect(formatBytes(999_400, 'en')).toBe('999 kB');
  });

  it('as the language writes sizes', () => {
    expect(formatBytes(2_345_678, 'de')).toBe('2,3 MB');
    expect(formatBytes(2_345_678, 'fr')).toBe('2,3\u202fMo'); // a narrow no-break space, as French writes it
  });

  it('the line says what is known, and plainly when it is not', () => {
    const line = (u: number | null, q: number | null) => renderMsg(nodeI18n('en'), storageLine(u, q, 'en'));
    expect(line(2_345_678, 1_234_567_890)).toBe('Using 2.3 MB of 1.2 GB this browser allows the app.');
    expect(line(2_345_678, null)).toBe('Using 2.3 MB; this browser does not say how much it allows.');
    expect(line(null, null)).toBe('This browser does not say how much space the app uses.');
    expect(line(Number.NaN, null)).toBe('This browser does not say how much space the app uses.');
  });
});
