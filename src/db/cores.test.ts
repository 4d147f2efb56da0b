import { afterEach, describe, expect, it } from 'vitest';
import { CORES } from '../games/cores.ts';
import type { GameCore } from '../games/types.ts';
import { coreOf, kindOf, loadCoresOf, provideCores } from './cores.ts';

afterEach(() => provideCores(CORES));

describe('the cores storage is given', () => {
  it('loads each game’s core once, only for the documents at hand, and then gives it synchronously', async () => {
    const loads: string[] = [];
    const kaliko = { kind: 'kaliko', formats: ['test/kaliko'] } as unknown as GameCore;
    provideCores([
      ...CORES.filter((c) => c.kind !== 'kaliko'),
      { kind: 'kaliko', formats: ['test/kaliko'], load: async () => (loads.push('kaliko'), kaliko) },
    ]);
    expect(kindOf('test/kaliko')).toBe('kaliko');
    expect(kindOf('nobody/knows')).toBeUndefined();
    expect(() => coreOf({ format: 'test/kaliko' })).toThrow('the game for format "test/kaliko" is not loaded');
    await loadCoresOf([{ format: 'test/kaliko' }, { format: 'test/kaliko' }, { format: 'nobody/knows' }]);
    await loadCoresOf([{ format: 'test/kaliko' }]);
    expect(loads).toEqual(['kaliko']);
    expect(coreOf({ format: 'test/kaliko' })).toBe(kaliko);
  });
});
