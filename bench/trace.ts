// A Chromium trace of one page through the DevTools protocol, and what its main thread's long tasks were made of:
// for each task over `min` ms (wall), its CPU time and its biggest parts (script evaluated or called by URL and
// function, compile, parse, style, layout, paint, garbage collection). Used with TRACE=1 by bench/load.bench.ts.
import type { CDPSession } from '@playwright/test';

interface Event {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string }; beginData?: { url?: string } };
}

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
];

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

const PARTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'v8.compile',
  'v8.compileModule',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MajorGC',
  'MinorGC',
  'V8.GC_MC_BACKGROUND_MARKING',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'v8.run',
  'ParseAuthorStyleSheet',
  'PrePaint',
  'Commit',
]);

/** One line per main-thread task longer than `min` ms: start (ms from the first event), wall, CPU, biggest parts. */
export function describeLongTasks(events: Event[], min = 50): string[] {
  const main = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = events.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
  const t0 = Math.min(...onMain.map((e) => e.ts));
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) / 1000 > min);
  return tasks.map((t) => {
    const end = t.ts + t.dur!;
    const parts = onMain
      .filter(
        (e) => PARTS.has(e.name) && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= end && e.tid === t.tid && e.pid === t.pid,
      )
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

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** Runs `work` under the page's JavaScript sampling profiler; returns the `top` functions by self time (ms), or by
 * total time (the function and what it called) with `total`. */
export async function profileTop(
  cdp: CDPSession,
  work: () => Promise<unknown>,
  top = 15,
  total = false,
): Promise<string[]> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await work();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes as (ProfileNode & { children?: number[] })[])
    for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (f: ProfileNode['callFrame']) =>
    `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const keys = new Set<string>();
    for (let n: number | undefined = id; n !== undefined && (total || !keys.size); n = parent.get(n))
      keys.add(name(byId.get(n)!.callFrame));
    for (const k of keys) self.set(k, (self.get(k) ?? 0) + ms);
  });
  return [...self]
    .filter(([k]) => !k.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k, ms]) => `${ms.toFixed(1)} ms ${k}`);
}

/** CPU time (ms) of the page's main-thread tasks from its last navigation start until `ms` later: the work done,
 * whatever the wait for a core on a busy machine (the throttled CPU's pauses are not counted either: at 6× a
 * quiet phone would take about 6 times this). */
export function mainThreadCpu(events: Event[], ms: number): number {
  const main = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const nav = events
    .filter((e) => e.name === 'navigationStart' && main.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => b.ts - a.ts)[0];
  if (!nav) return NaN;
  const end = nav.ts + ms * 1000;
  return events
    .filter(
      (e) =>
        e.ph === 'X' && e.name === 'RunTask' && e.pid === nav.pid && e.tid === nav.tid && e.ts >= nav.ts && e.ts < end,
    )
    .reduce((s, e) => s + (e.tdur ?? 0) / 1000, 0);
}

/** Main-thread self time (ms) by trace event name between two `performance.mark`s of the page (`from`, `to`): where
 * a timed step's wall time went (script, style, layout, paint, …), largest first; "(idle)" is the time in no task. */
export function selfTimeBetween(events: Event[], from: string, to: string, top = 12): string[] {
  const main = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const mark = (name: string) => events.filter((e) => e.name === name).sort((a, b) => b.ts - a.ts)[0]?.ts;
  const t0 = mark(from),
    t1 = mark(to);
  if (t0 === undefined || t1 === undefined) return [`(marks ${from}/${to} not in the trace)`];
  const onMain = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        main.has(`${e.pid}:${e.tid}`) &&
        e.ts < t1 &&
        e.ts + (e.dur ?? 0) > t0 &&
        e.name !== 'ThreadControllerImpl::RunTask',
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const add = (k: string, us: number) => self.set(k, (self.get(k) ?? 0) + us);
  // Each event's own time: its clipped span less its children's (events nest on one thread).
  const clip = (e: Event) => Math.max(0, Math.min(e.ts + (e.dur ?? 0), t1) - Math.max(e.ts, t0));
  const stack: { e: Event; end: number }[] = [];
  let busy = 0;
  for (const e of onMain) {
    while (stack.length && stack.at(-1)!.end <= e.ts) stack.pop();
    const c = clip(e);
    const parent = stack.at(-1);
    if (parent) add(parent.e.name, -c);
    else busy += c;
    add(e.name, c);
    stack.push({ e, end: e.ts + (e.dur ?? 0) });
  }
  add('(idle)', t1 - t0 - busy);
  return [...self]
    .filter(([, us]) => us > 500)
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k, us]) => `${(us / 1000).toFixed(1)} ms ${k}`);
}

/** Main-thread CPU time (ms) between two `performance.mark`s: the thread time of the tasks in that span (a task
 * partly inside counted by the share of its wall time inside). What a step costs, whatever the wait for a core on
 * a busy machine; at a throttled CPU the pauses are not counted (4× throttled is about 4 times this). */
export function cpuBetween(events: Event[], from: string, to: string): number {
  const mark = (name: string) => events.filter((e) => e.name === name).sort((a, b) => b.ts - a.ts)[0]?.ts;
  return cpuIn(events, mark(from), mark(to));
}

/** Main-thread CPU time (ms) while the page's User Timing measure `name` ran (its last one in the trace). */
export function cpuDuring(events: Event[], name: string): number {
  const ends = events.filter((e) => e.name === name && (e.ph === 'b' || e.ph === 'e')).sort((a, b) => a.ts - b.ts);
  return cpuIn(events, ends.at(-2)?.ts, ends.at(-1)?.ts);
}

function cpuIn(events: Event[], t0: number | undefined, t1: number | undefined): number {
  const main = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  if (t0 === undefined || t1 === undefined) return NaN;
  return events
    .filter(
      (e) =>
        e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`) && e.ts < t1 && e.ts + (e.dur ?? 0) > t0,
    )
    .reduce((s, e) => {
      const inside = Math.min(e.ts + (e.dur ?? 0), t1) - Math.max(e.ts, t0);
      return s + ((e.tdur ?? 0) * (e.dur ? inside / e.dur : 1)) / 1000;
    }, 0);
}
