import { describe, expect, it } from 'vitest';
import { CORES } from './cores.ts';
import { GAMES } from './registry.ts';

describe('the games’ pure cores', () => {
  it('each entry loads the core of its own game, which reads exactly the formats listed (storage goes by these)', async () => {
    for (const entry of CORES) {
      const core = await entry.load();
      expect(core.kind).toBe(entry.kind);
      expect(core.formats).toEqual(entry.formats);
    }
  });

  it('the shell’s registry knows the same games with the same formats', () => {
    expect(GAMES.map((g) => [g.kind, g.formats])).toEqual(CORES.map((c) => [c.kind, c.formats]));
  });
});
