import { describe, expect, it } from 'vitest';
import { formatBytes, storageLine } from './bytes.ts';

describe('storage sizes in words', () => {
  it('bytes, kB, MB, GB with one decimal below 100, whole numbers above', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(999)).toBe('999 bytes');
    expect(formatBytes(820_000)).toBe('820 kB');
    expect(formatBytes(2_345_678)).toBe('2.3 MB');
    expect(formatBytes(12_000_000)).toBe('12 MB');
    expect(formatBytes(1_234_567_890)).toBe('1.2 GB');
    expect(formatBytes(296_000_000_000)).toBe('296 GB');
  });

  it('never "1000 kB": a value that rounds up to the next unit is written in it', () => {
    expect(formatBytes(999_960)).toBe('1 MB');
    expect(formatBytes(999_400)).toBe('999 kB');
  });

  it('the line says what is known, and plainly when it is not', () => {
    expect(storageLine(2_345_678, 1_234_567_890)).toBe('Using 2.3 MB of 1.2 GB this browser allows the app.');
    expect(storageLine(2_345_678, null)).toBe('Using 2.3 MB; this browser does not say how much it allows.');
    expect(storageLine(null, null)).toBe('This browser does not say how much space the app uses.');
  });
});
