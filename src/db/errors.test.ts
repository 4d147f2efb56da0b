import { describe, expect, it } from 'vitest';
import { asSaveError } from './errors.ts';

const named = (name: string, message = '', inner?: unknown) => Object.assign(new Error(message), { name, inner });

describe('what a player reads when a save fails', () => {
  it("a full disk said plainly (QuotaExceededError, or Chromium's NO_SPACE inside a closed connection) is out of space", () => {
    expect(asSaveError(named('QuotaExceededError')).words.id).toBe('shell.save.quota');
    const closed = named(
      'DatabaseClosedError',
      'closed',
      named('UnknownError', 'IO error: 000003.log: FILE_ERROR_NO_SPACE'),
    );
    expect(asSaveError(closed).kind).toBe('quota');
  });

  it('storage failing without a reason (a closed connection, an aborted write: how a full disk often shows) asks whether space ran out and says the change waits', () => {
    for (const e of [
      named('DatabaseClosedError', 'Database has been closed'),
      named('AbortError'),
      named('UnknownError', 'Internal error opening backing store'),
    ]) {
      const err = asSaveError(e);
      expect(err.words.id).toBe('shell.save.storage');
      expect(err.kind).toBe('other'); // kept and retried like any failed save, never dropped as deleted
    }
  });

  it('anything else names the error for a bug report', () => {
    expect(asSaveError(new TypeError('x')).words).toEqual({ id: 'shell.save.other', values: { why: 'TypeError' } });
  });
});
