// What the server measures, in Prometheus' text format (prom-client) at GET /metrics: connections, groups loaded,
// updates accepted and refused, the time each fsync took, and the bytes the data folder holds and has free.
import { readdirSync, statfsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface MetricsSource {
  connections(): number;
  groupsLoaded(): number;
  data: string;
}

export class Metrics {
  readonly registry = new Registry();
  readonly accepted = new Counter({
    name: 'tile_tally_updates_accepted_total',
    help: 'Updates from phones checked, stored and passed on.',
    registers: [this.registry],
  });
  readonly refused = new Counter({
    name: 'tile_tally_updates_refused_total',
    help: 'Updates refused: "check" (not a valid change of a game), "disk" (no room on the disk), "cap" (the group is at its cap).',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly fsync = new Histogram({
    name: 'tile_tally_fsync_seconds',
    help: "Time one flush of a group's file to the disk took.",
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });

  constructor(source: MetricsSource) {
    const r = [this.registry];
    new Gauge({
      name: 'tile_tally_connections',
      help: 'Sync connections open.',
      registers: r,
      collect() {
        this.set(source.connections());
      },
    });
    new Gauge({
      name: 'tile_tally_groups_loaded',
      help: 'Groups whose document is in memory (a phone of theirs connected lately).',
      registers: r,
      collect() {
        this.set(source.groupsLoaded());
      },
    });
    const groups = join(source.data, 'groups');
    new Gauge({
      name: 'tile_tally_groups',
      help: 'Groups kept in the data folder.',
      registers: r,
      collect() {
        this.set(groupDirs(groups).length);
      },
    });
    new Gauge({
      name: 'tile_tally_data_bytes',
      help: 'Bytes the groups take in the data folder.',
      registers: r,
      collect() {
        this.set(groupDirs(groups).reduce((sum, d) => sum + folderBytes(d), 0));
      },
    });
    new Gauge({
      name: 'tile_tally_data_free_bytes',
      help: 'Bytes free on the data folder’s file system (for the server’s user).',
      registers: r,
      collect() {
        const s = statfsSync(source.data);
        this.set(s.bavail * s.bsize);
      },
    });
    collectDefaultMetrics({ register: this.registry });
  }
}

const groupDirs = (groups: string): string[] => {
  try {
    return readdirSync(groups, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => join(groups, d.name));
  } catch {
    return [];
  }
};

function folderBytes(dir: string): number {
  let sum = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    sum += e.isDirectory() ? folderBytes(p) : statSync(p).size;
  }
  return sum;
}
