// The open game of a game's store, whatever the game: its saver, the newest stored version, edits applied on screen
// at once and written at once, and what other tabs did to it (saved, deleted). Each game's store keeps only its
// own entry state (selection, round shown, play being entered) and calls this for everything that saves.
import { onChanges } from '../db/changes.ts';
import { loadGame } from '../db/db.ts';
import { SLOW_SAVE } from '../db/errors.ts';
import { restoreGame } from '../db/games.ts';
import type { GameCore, GameDoc } from '../games/types.ts';
import { saverFor, type Saver, type SaverEvents } from './saver.ts';
import { watchAhead } from './ahead.ts';
import { atTable, mayChange } from './live.ts';
import type { Msg } from '../games/shared/msg.ts';
import { i18n } from '../i18n/app.ts';
import { renderMsg } from '../i18n/render.ts';

/** A core's refusal in the player's current language. */
const say = (m: Msg): string => renderMsg(i18n, m);
/** A note for the player, put into words when it is shown: in the language of the screen, even one chosen after the
 * note was made. */
export type Notice = () => string;
const words =
  (id: string, values?: () => Record<string, string>): Notice =>
  () =>
    i18n._(id, values?.());

/** The fields every game store has about its open game. */
export interface SessionState<D extends GameDoc> {
  game: D | null;
  rev: number | null;
  saveError: string | null;
  /** A short message for the player ("Updated from another tab: …"). */
  notice: Notice | null;
  /** The game was deleted (in another tab) while open here. */
  deleted: boolean;
  open(game: D, rev: number | null): void;
}

export interface SessionOptions<D extends GameDoc, E, S extends SessionState<D>> {
  core: GameCore<D, E>;
  get: () => S;
  set: (patch: Partial<S>) => void;
  /** Shows a version of the game with what follows from it (its score, the replayed record). */
  show: (game: D, extra?: Partial<S>) => void;
  /** What another tab changed, in words ("Ana 2,3"), or '' when it cannot say. */
  describe: (before: D, after: D) => string;
  /** Set along with every edit shown (say, a highlight that no longer fits). */
  afterEdit?: Partial<S>;
  /** Set when another tab's version replaces what is shown (say, a half-made choice). */
  afterRebase?: Partial<S>;
}

/** A timestamp later than the game's last change, even when the clock has not moved on. */
export const stampAfter = (g: GameDoc): string =>
  new Date(Math.max(Date.now(), Date.parse(g.updatedAt) + 1)).toISOString();

export interface GameSession<D extends GameDoc, E> {
  /** Starts saving `game` (a new one, `rev` null, is written first) and forgets the game open before. */
  attach(game: D, rev: number | null): void;
  detach(): void;
  /** Applies an edit on screen at once and starts writing it. False (with the reason as a notice unless quiet)
   * when it does not apply. */
  edit(e: E, quiet?: boolean): boolean;
  openById(id: string): Promise<boolean>;
  /** Shows the newest stored version, keeping this tab's edits that are not committed yet; `fromPhone` when the
   * group sync wrote it (another phone's change). */
  refresh(fromPhone?: boolean): Promise<void>;
  restore(): Promise<void>;
  retrySave(): Promise<void>;
  /** Follows saves and deletions made in other tabs; returns a function that stops. */
  listen(): () => void;
}

export function gameSession<D extends GameDoc, E, S extends SessionState<D>>(
  o: SessionOptions<D, E, S>,
): GameSession<D, E> {
  const { core, get, set, show } = o;
  let saver: Saver<D, E> | null = null;
  let stored: D | null = null;
  const patch = (p: Partial<SessionState<D>>) => set(p as Partial<S>);

  /** Shows the stored game with this tab's edits that are not committed yet on top, and says what came from elsewhere. */
  const rebase = (refused: Msg[] = [], fromPhone = false, base = stored) => {
    const { game } = get();
    if (!base || !saver) return;
    let shown = base;
    for (const p of saver.waiting) {
      const r = core.applyEdit(shown, p.edit, p.at);
      if (r.ok) shown = r.game;
    }
    // Nothing to show or say when the screen already holds it, unless an edit was refused: the player is told why
    // even when the other tab's change left the game exactly as the screen shows it (the same round added there in
    // the same millisecond: the azul saving test caught the refusal going unsaid about one run in six).
    if (!refused.length && game && JSON.stringify(game) === JSON.stringify(shown)) return;
    // A live game's other phones change their own parts all the time: shown as they come, with no note and no
    // half-made choice undone, so nothing moves under this player's thumb. Once the game is handed to the group, a
    // member's correction is said like any other phone's.
    if (!refused.length && fromPhone && atTable(shown.id)) return show(shown);
    const changed = game ? () => o.describe(game, shown) : () => '';
    const notice = refused.length
      ? words('shell.session.refused', () => ({ what: refused.map(say).join('; ') }))
      : changed()
        ? words(fromPhone ? 'shell.session.updatedPhoneWhat' : 'shell.session.updatedWhat', () => ({ what: changed() }))
        : words(fromPhone ? 'shell.session.updatedPhone' : 'shell.session.updated');
    show(shown, { ...o.afterRebase, notice } as Partial<S>);
  };

  const events: SaverEvents<D> = {
    committed(result, refused) {
      const prev = get().rev;
      stored = result.doc;
      patch({ rev: result.rev, saveError: saver?.hasFailed ? get().saveError : null });
      // Nobody else wrote since this tab's last write: the screen already shows exactly this.
      if (refused.length || (prev !== null && result.rev !== prev + 1)) rebase(refused);
    },
    failed(err) {
      patch({ saveError: renderMsg(i18n, err.words) });
    },
    slow() {
      if (!get().saveError) patch({ saveError: renderMsg(i18n, SLOW_SAVE) });
    },
    deleted() {
      patch({ deleted: true });
    },
    removed() {
      void reclaim().catch(() => undefined); // taps made meanwhile are kept and written with the game (a failed read: the next change tries again)
    },
  };

  /** A game removed outright (not marked deleted) was removed by another tab because nothing was entered in it
   * there (db/games.ts discardIfUntouched); still open here, it is written again, with any entry made here since. A
   * game a player deleted stays deleted until restored. */
  const reclaim = async () => {
    const id = stored?.id;
    if (!id || !saver) return;
    // Already written again (by the other of the two signals that report one removal): what failed meanwhile is
    // written on top of it, and it is shown as it is.
    const row = await loadGame(id);
    if (row) {
      if (!row.deletedAt && get().game?.id === id) saver?.retry();
      return void session.refresh();
    }
    if (get().game?.id !== id || !saver) return;
    patch({ deleted: false });
    saver.reseed(stored!);
  };

  const session: GameSession<D, E> = {
    attach(game, rev) {
      saver?.attach(null);
      const s = saverFor(game.id, rev === null ? game : null, core);
      s.attach(events);
      saver = s;
      stored = game;
    },
    detach() {
      saver?.attach(null);
      saver = null;
      stored = null;
    },
    edit(e, quiet = false) {
      const { game, deleted } = get();
      if (!game || !saver) return false;
      if (deleted) return (patch({ notice: words('shell.session.deleted') }), false);
      // A live game: another player's part is theirs to enter, unless this phone corrects it on purpose.
      const part = core.partOf?.(e) ?? null;
      if (!mayChange(game.id, part)) {
        if (!quiet) patch({ notice: words('shell.live.notYours', () => ({ name: game.players[part!]?.name ?? '' })) });
        return false;
      }
      const at = stampAfter(game);
      const r = core.applyEdit(game, e, at);
      if (!r.ok) {
        if (!quiet) patch({ notice: words('shell.session.notChanged', () => ({ why: say(r.reason) })) });
        return false;
      }
      saver.send(e, at, { before: game, game: r.game }); // the write starts in this task, before anything is drawn
      show(r.game, o.afterEdit);
      return true;
    },
    async openById(id) {
      const row = await loadGame<D>(id);
      if (!row) return false;
      get().open(row.doc, row.rev);
      patch({ deleted: !!row.deletedAt });
      rebase(); // edits of this game still waiting to be written (a full disk) stay on screen
      return true;
    },
    async refresh(fromPhone = false) {
      const id = get().game?.id;
      const row = id ? await loadGame<D>(id) : undefined;
      if (!row || get().game?.id !== id) return;
      patch({ deleted: !!row.deletedAt });
      if (row.rev > (get().rev ?? 0)) {
        stored = row.doc;
        patch({ rev: row.rev });
        rebase([], fromPhone); // what the player is in the middle of stays where they put it
      }
    },
    async restore() {
      const id = get().game?.id;
      if (!id) return;
      await restoreGame(id);
      patch({ deleted: false, notice: words('shell.session.back') });
      saver?.retry(); // the changes made while it was deleted are saved now
    },
    async retrySave() {
      saver?.retry();
      await saver?.flush();
    },
    listen() {
      // Another phone's change, shown before it is stored; its storing then shows nothing new. Not while this tab has
      // edits of its own on the way (they are applied to the stored game, and it is shown once written).
      const stopAhead = watchAhead({
        wants: (id) => get().game?.id === id && !get().deleted && !!saver && saver.waiting.length === 0,
        show: (doc) => rebase([], true, doc as D),
      });
      const stopChanges = onChanges((c) => {
        const st = get();
        if (st.game?.id !== c.id) return;
        if ('deleted' in c) patch({ deleted: true });
        // A read that fails (storage closed under the page) changes nothing shown; the next change reads again.
        else if ('removed' in c) void reclaim().catch(() => undefined);
        else if (st.deleted || (st.rev ?? 0) < c.rev) void session.refresh(c.origin === 'sync').catch(() => undefined);
      });
      return () => (stopAhead(), stopChanges());
    },
  };
  return session;
}
