// The check of a record read from the log: its hand-written path (for records as phones write them) accepts exactly
// what the record schema accepts, on records and on values a hostile writer could make of them.
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkRecord, recordText, RecordSchema } from './records.ts';

const name = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_.:-]{1,64}$/), fc.string({ maxLength: 70 }));
const count = fc.oneof(fc.integer({ min: 1, max: 1e9 }), fc.integer(), fc.double(), fc.constant(2 ** 53));
const at = fc.oneof(
  fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom('2026-11-27T19:00:00Z', '2026-11-27 19:00:00+01:00', '2026-13-01T00:00:00Z', '', 'yesterday'),
);
const stamp = {
  g: name,
  by: name,
  n: count,
  l: count,
  at,
  who: fc.option(fc.string({ maxLength: 70 }), { nil: undefined }),
};
const record = fc.oneof(
  fc.record(
    {
      t: fc.constant('doc'),
      ...stamp,
      doc: fc.oneof(
        fc.record({ format: fc.constant('calico-score-sheet/game'), id: name, x: fc.anything() }),
        fc.anything(),
      ),
      seen: fc.option(fc.array(name, { maxLength: 3 }), { nil: undefined }),
    },
    { requiredKeys: ['t', 'g', 'by', 'n', 'l', 'at', 'doc'] },
  ),
  fc.record(
    {
      t: fc.constant('edit'),
      ...stamp,
      e: fc.oneof(fc.record({ kind: fc.constantFrom('cell', 'finish'), tile: fc.anything() }), fc.anything()),
      o: fc.option(name, { nil: undefined }),
    },
    { requiredKeys: ['t', 'g', 'by', 'n', 'l', 'at', 'e'] },
  ),
  fc.record({ t: fc.constantFrom('del', 'undel', 'doc', 'edit', 'toString', ''), ...stamp }, { requiredKeys: ['t'] }),
);
/** A record, or one with a key added or changed to anything. */
const value = fc.oneof(
  record,
  fc.tuple(record, fc.string({ maxLength: 6 }), fc.anything()).map(([r, k, x]) => ({ ...r, [k]: x })),
  fc.anything(),
);

const schemaSays = (x: unknown) => {
  const r = v.safeParse(RecordSchema, x);
  return (
    r.success &&
    !((x as { t: string }).t === 'doc' && (x as { doc: { id: string }; g: string }).doc.id !== (x as { g: string }).g)
  );
};

describe('group: the check of a record', () => {
  it('accepts exactly what the record schema accepts, as a value and as its JSON text', () => {
    fc.assert(
      fc.property(value, (x) => {
        expect(checkRecord(x).ok).toBe(schemaSays(x));
        const text = JSON.stringify(x);
        if (typeof text === 'string') expect(checkRecord(text).ok).toBe(schemaSays(JSON.parse(text)));
      }),
    );
  });

  it('accepts a record as a phone writes it, and says what is wrong with one that is not', () => {
    const r = { t: 'edit', g: 'g1', by: 'ana.t1', n: 3, l: 2, at: '2026-11-27T19:00:00.000Z', e: { kind: 'finish' } };
    expect(checkRecord(recordText(r as never))).toEqual({ ok: true, record: r });
    expect(checkRecord({ ...r, n: 0 })).toEqual({ ok: false, why: expect.stringMatching(/^not a record: n /) });
    expect(checkRecord({ ...r, extra: 1 })).toEqual({ ok: false, why: expect.stringMatching(/^not a record/) });
    expect(checkRecord({ t: 'doc', g: 'g1', by: 'a', n: 1, l: 1, at: r.at, doc: { format: 'x', id: 'g2' } })).toEqual({
      ok: false,
      why: 'a game filed under another id',
    });
  });
});
