// Figures a shared, busy machine can still give: a median over repeated runs with its spread (p10–p90), printed
// with the load average, so a reader can tell a slow machine from slow code.
import { loadavg } from 'node:os';

export const quantile = (xs: readonly number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q))]!;
};
export const median = (xs: readonly number[]): number => quantile(xs, 0.5);

/** "1-min, 5-min, 15-min" load average of the machine now. */
export const load = (): string =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

/** "12.3 ms (p10–p90 10.1–15.0 ms, n 40; load 2.1 1.8 1.5)". */
export function spread(xs: readonly number[], unit = 'ms', digits = 1): string {
  const f = (x: number) => x.toFixed(digits);
  return `${f(median(xs))} ${unit} (p10–p90 ${f(quantile(xs, 0.1))}–${f(quantile(xs, 0.9))} ${unit}, n ${xs.length}; load ${load()})`;
}

/**
 * CPU time per call in microseconds for each of `samples` batches of `batch` calls (after a warm-up batch). CPU
 * time (this process's user + system time), not wall time: on a machine shared by other jobs the wall clock also
 * counts the time the process waited for a core.
 */
export function sampleMicros(fn: () => unknown, batch: number, samples = 31): number[] {
  for (let i = 0; i < batch; i++) fn();
  const times: number[] = [];
  for (let s = 0; s < samples; s++) {
    const t0 = process.cpuUsage();
    for (let i = 0; i < batch; i++) fn();
    const t = process.cpuUsage(t0);
    times.push((t.user + t.system) / batch);
  }
  return times;
}

/** Prints and returns the median time per call in µs, with its spread and the load average. */
export function measure(name: string, fn: () => unknown, batch: number, samples = 31): number {
  const times = sampleMicros(fn, batch, samples);
  console.log(`${name.padEnd(60)} ${spread(times, 'µs', 2)}`);
  return median(times);
}
