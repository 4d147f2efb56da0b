// A Chromium trace of one page through the DevTools protocol, and what its main thread's long tasks were made of:
// for each task over `min` ms (wall), its CPU time and its biggest parts (script evaluated or called by URL and
// function, compile, parse, style, layout, paint, garbage collection). Used with TRACE=1 by bench/load.bench.ts.
import type { CDPSession } from '@playwright/test';

interface Event { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string; data?: { url?: string; functionName?: string }; beginData?: { url?: string } } }

const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'];

export async function startTrace(cdp: CDPSession): Promise<() => Promise<Event[]>> {
  const events: Event[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as Event[])));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
  return async () => {
    const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
    await cdp.send('Tracing.end');
    await done;
    return events;
  };
}

const PARTS = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'v8.compile', 'v8.compileModule', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'MajorGC', 'MinorGC', 'V8.GC_MC_BACKGROUND_MARKING', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks', 'v8.run', 'ParseAuthorStyleSheet', 'PrePaint', 'Commit']);

/** One line per main-thread task longer than `min` ms: start (ms from the first event), wall, CPU, biggest parts. */
export function describeLongTasks(events: Event[], min = 50): string[] {
  const main = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const onMain = events.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
  const t0 = Math.min(...onMain.map((e) => e.ts));
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) / 1000 > min);
  return tasks.map((t) => {
    const end = t.ts + t.dur!;
    const parts = onMain
      .filter((e) => PARTS.has(e.name) && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= end && e.tid === t.tid && e.pid === t.pid)
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 6)
      .map((e) => {
        const url = e.args?.data?.url ?? e.args?.beginData?.url ?? '';
        const what = [url.replace(/^.*\//, ''), e.args?.data?.functionName].filter(Boolean).join(' ');
        return `${e.name}${what ? ` ${what}` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`;
      });
    return `at ${((t.ts - t0) / 1000).toFixed(0)} ms: ${((t.dur ?? 0) / 1000).toFixed(0)} ms wall, ${((t.tdur ?? 0) / 1000).toFixed(0)} ms CPU: ${parts.join('; ')}`;
  });
}

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }

/** Runs `work` under the page's JavaScript sampling profiler; returns the `top` functions by self time (ms), or by
 * total time (the function and what it called) with `total`. */
export async function profileTop(cdp: CDPSession, work: () => Promise<unknown>, top = 15, total = false): Promise<string[]> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await work();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes as (ProfileNode & { children?: number[] })[]) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (f: ProfileNode['callFrame']) => `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const keys = new Set<string>();
    for (let n: number | undefined = id; n !== undefined && (total || !keys.size); n = parent.get(n)) keys.add(name(byId.get(n)!.callFrame));
    for (const k of keys) self.set(k, (self.get(k) ?? 0) + ms);
  });
  return [...self].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, ms]) => `${ms.toFixed(1)} ms ${k}`);
}

/** CPU time (ms) of the page's main-thread tasks from its last navigation start until `ms` later: the work done,
 * whatever the wait for a core on a busy machine (the throttled CPU's pauses are not counted either: at 6× a
 * quiet phone would take about 6 times this). */
export function mainThreadCpu(events: Event[], ms: number): number {
  const main = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const nav = events.filter((e) => e.name === 'navigationStart' && main.has(`${e.pid}:${e.tid}`)).sort((a, b) => b.ts - a.ts)[0];
  if (!nav) return NaN;
  const end = nav.ts + ms * 1000;
  return events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === nav.pid && e.tid === nav.tid && e.ts >= nav.ts && e.ts < end)
    .reduce((s, e) => s + (e.tdur ?? 0) / 1000, 0);
}
