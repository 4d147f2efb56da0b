// Storage errors for the player (as messages: storage speaks no language, the screen puts them into words), and
// what kind of failure lies under an error (IndexedDB errors come wrapped: Dexie's `inner`, a standard `cause`).
import { msg, type Msg } from '../games/shared/msg.ts';

/** What the player reads when a save fails because the disk is full. */
export const OUT_OF_SPACE_MESSAGE =
  'Your phone is out of space: your last change is kept on this screen and will be saved when space is free.';

/** What the player reads when a save has not answered for a second (a full disk can hold a write that long). */
export const SLOW_SAVE: Msg = msg('shell.save.slow');

export type SaveErrorKind = 'quota' | 'conflict' | 'deleted' | 'removed' | 'other';

/** A failed save. `message` is for the developer's console and the import's report; `words` is what the player
 * reads, in their language. */
export class SaveError extends Error {
  readonly words: Msg;
  constructor(
    message: string,
    readonly kind: SaveErrorKind,
    options?: { cause?: unknown; words?: Msg },
  ) {
    super(message, options);
    this.words =
      options?.words ??
      (kind === 'other'
        ? msg('shell.save.other', { why: (options?.cause as { name?: string } | undefined)?.name ?? '?' })
        : msg(`shell.save.${kind}`));
  }
}

export function asSaveError(e: unknown): SaveError {
  if (e instanceof SaveError) return e;
  if (isOutOfSpace(e)) return new SaveError(OUT_OF_SPACE_MESSAGE, 'quota', { cause: e });
  const name = (e as { name?: string })?.name;
  // On a full disk Chromium often closes the connection or aborts the write without saying why (the reason,
  // FILE_ERROR_NO_SPACE, went with an earlier error): the player is told it may be space, and that the change waits.
  if (isStorageFailure(e) || name === 'AbortError')
    return new SaveError(`The game could not be saved (${name ?? 'storage failure'}).`, 'other', {
      cause: e,
      words: msg('shell.save.storage'),
    });
  return new SaveError(`The game could not be saved (${name ?? 'unknown error'}).`, 'other', {
    cause: e,
    words: msg('shell.save.other', { why: name ?? '?' }),
  });
}

const STORAGE_FAILURES = new Set(['DatabaseClosedError', 'InvalidStateError', 'UnknownError', 'OpenFailedError']);

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  inner?: unknown;
  cause?: unknown;
}

/** The error and the ones it wraps (Dexie's `inner`, a standard `cause`), a few levels deep. */
function chain(e: unknown): ErrorLike[] {
  const out: ErrorLike[] = [];
  let x = e as ErrorLike | null | undefined;
  while (x && typeof x === 'object' && out.length < 4) {
    out.push(x);
    x = (x.inner ?? x.cause) as ErrorLike | undefined;
  }
  return out;
}

/** An error after which the connection is worth reopening: it was closed, or the browser's store failed. */
export function isStorageFailure(e: unknown): boolean {
  return chain(e).some((x) => {
    const message = String(x.message ?? '');
    return STORAGE_FAILURES.has(String(x.name)) || /backing store/i.test(message);
  });
}

/**
 * The disk (or the origin's quota) is full. Chromium on a full disk does not say QuotaExceededError for IndexedDB:
 * the request fails with AbortError, the transaction with "UnknownError: Connection is closing because of: IO error:
 * …000003.log: FILE_ERROR_NO_SPACE", and opening fails with "Internal error opening backing store" until space is
 * freed (seen with Chromium 156 on a full tmpfs). OPFS writes do fail with QuotaExceededError.
 */
export function isOutOfSpace(e: unknown): boolean {
  return chain(e).some(
    (x) => x.name === 'QuotaExceededError' || /NO_SPACE|no space left/i.test(String(x.message ?? '')),
  );
}
