// New game: what lies on the table, one tap per thing chosen. Each player's name, then a question at a time (each
// board, each goal, the cats, each cat's patterns) whose options are pictures; "Deal for us" deals whatever is still
// open, as the box would, and the game then tells the table how to lay it out. Nothing starts that nobody chose.
import { useMemo, useState } from 'react';
import {
  CATS,
  DEFAULT_RULES,
  GAME_FORMAT,
  GAME_VERSION,
  MAX_PLAYERS,
  checkGame,
  nameKey,
  normaliseName,
  parseGame,
  type CatChoice,
  type CatId,
  type Game,
  type HouseRules as Rules,
  type Mode,
} from '../core/index.ts';
import { rememberNames } from '../../../db/db.ts';
import { useGameStore } from '../store.ts';
import { useSettings } from '../../../store/settings.ts';
import { FieldError, FormErrors, focusField, invalidProps, type FieldProblem } from '../../../ui/FormErrors.tsx';
import { navigate } from '../../../ui/router.ts';
import { useFocusAdded } from '../../../ui/useFocusAdded.ts';
import { requestPersistence } from '../../../ui/storage.ts';
import { toChoices } from './setup/catDraft.ts';
import { HouseRules } from './setup/HouseRules.tsx';
import { fieldIds, toFieldProblem } from './setup/problems.ts';
import { Ask, CatChips, SeatChips } from './setup/TableChooser.tsx';
import {
  chooseBoard,
  chooseCat,
  chooseGoal,
  choosePattern,
  dealRest,
  emptyCats,
  emptySeat,
  isAnswered,
  nextOpen,
  stillOpen,
  type Question,
  type TableDraft,
} from './setup/tableDraft.ts';
import './setup/setup.css';
import { useT } from '../../../i18n/useT.ts';
import { listNow, say } from '../../../i18n/screenWords.tsx';
import { catRuleWord } from '../ui/terms.ts';
import { SeatOrder, seatNames } from '../../../ui/SeatOrder.tsx';

const newId = () => `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const QUESTION = 'cal-question';

/** "Millie (group of 3 or more) with Stripes and Dots; …" — the cats as the table lays them out. */
export const dealtWords = (cats: readonly CatChoice[]): string =>
  cats
    .map((c) =>
      say('calico.setup.dealtCat', {
        cat: CATS[c.cat].name,
        rule: catRuleWord(c.cat),
        // Each pattern in the form the language puts after "with" (German's dative: "mit Punkten und Farnen").
        patterns: listNow(c.patterns.map((id) => say('calico.setup.withPattern', { id }))),
      }),
    )
    .join(say('games.listSeparator'));

export function SetupScreen() {
  const knownNames = useSettings((s) => s.knownNames);
  const open = useGameStore((s) => s.open);
  const { t } = useT();
  const [names, setNames] = useState<string[]>(['', '']);
  const [table, setTable] = useState<TableDraft>(() => ({ seats: [emptySeat(), emptySeat()], cats: emptyCats() }));
  useFocusAdded(names.length, fieldIds.name);
  const [at, setAt] = useState<Question | null>(() => nextOpen(table, null));
  /** What the app dealt: the game then says how to lay it out. */
  const [dealt, setDealt] = useState<{ seats: boolean[]; cats: boolean } | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>('standard');
  const [rules, setRules] = useState<Rules>(DEFAULT_RULES);
  const [stacks, setStacks] = useState<Partial<Record<CatId, string>>>({});
  const [touched, setTouched] = useState(false);
  const [playAlong, setPlayAlong] = useState(false);
  const open_ = stillOpen(table, names);
  const chosen = toChoices(table.cats);

  const draft: Game = useMemo(() => {
    // Until the table is chosen, names are checked against a stand-in table; its problems are not shown.
    const t = new Date().toISOString();
    const full = open_.length ? dealRest(table, () => 0) : table;
    const got = toChoices(full.cats);
    const cats = got.ok ? got.cats : [];
    const tokenStacks = Object.fromEntries(
      cats
        .map((c) => [c.cat, stacks[c.cat]?.trim()])
        .filter(([, s]) => s)
        .map(([cat, s]) => [
          cat,
          (s as string)
            .split(/[\s,]+/)
            .filter(Boolean)
            .map(Number),
        ]),
    );
    const changed = Object.fromEntries(
      Object.entries({ ...rules, tokenStacks }).filter(
        ([k, v]) => JSON.stringify(v) !== JSON.stringify(DEFAULT_RULES[k as keyof Rules]),
      ),
    );
    return {
      format: GAME_FORMAT,
      version: GAME_VERSION,
      id: 'draft',
      createdAt: t,
      updatedAt: t,
      mode,
      cats,
      ...(Object.keys(changed).length ? { rules: changed } : {}),
      players: names.map((n, i) => ({
        name: normaliseName(n),
        board: full.seats[i]!.board!,
        goals: full.seats[i]!.goals as Game['players'][number]['goals'],
        cells: {},
      })),
    };
  }, [names, table, mode, rules, stacks]); // eslint-disable-line react-hooks/exhaustive-deps

  const problems: FieldProblem[] = useMemo(() => {
    const r = parseGame(draft);
    const all = [...(r.ok ? [] : r.problems), ...(chosen.ok ? checkGame(draft) : [])];
    const core = all
      .filter(
        (p, i) => all.findIndex((q) => q.path === p.path && JSON.stringify(q.what) === JSON.stringify(p.what)) === i,
      )
      // An empty name is said once (not also as "the same name as player 1"); the stand-in table is not the players'.
      .filter((p) => !(p.what.id === 'core.shared.file.sameName' && p.what.values?.name === ''))
      .filter((p) => !open_.length || /^players\[\d+\]\.name|^players$|^mode|^rules/.test(p.path));
    const own: FieldProblem[] = open_.length
      ? [{ field: QUESTION, message: t('calico.setup.stillToChoose', { items: open_.join(t('games.listSeparator')) }) }]
      : [];
    if (!open_.length && !chosen.ok)
      own.push(...chosen.problems.map((m) => ({ field: fieldIds.patterns, message: m })));
    return [...own, ...core.map((e) => toFieldProblem(e, names))];
  }, [draft, chosen, names, open_.join(), t]); // eslint-disable-line react-hooks/exhaustive-deps

  // What is still to choose is said beside Start, never in the summary at the top: a box appearing up there would
  // push the question down under the player's thumb.
  const shown = (touched ? problems : problems.filter((p) => !(p.field ?? '').startsWith('cal-name'))).filter(
    (p) => p.field !== QUESTION,
  );

  /** A choice made: the next open question takes the place of this one (it stays while it is still open). */
  const answer = (q: Question, next: TableDraft | string) => {
    if (typeof next === 'string') return setNote(next);
    setNote(null);
    setTable(next);
    setAt(isAnswered(next, q) ? nextOpen(next, q) : q);
  };
  const deal = () => {
    const next = dealRest(table);
    setDealt({
      seats: table.seats.map((s) => !s.board || s.goals.includes(null)),
      cats: !isAnswered(table, { kind: 'cats' }) || Object.values(table.cats.owner).includes(null),
    });
    setNote(null);
    setTable(next);
    setAt(null);
  };
  const addPlayer = () => {
    const next = { ...table, seats: [...table.seats, emptySeat()] };
    setNames([...names, '']);
    setTable(next);
    setAt(nextOpen(next, null));
  };
  const removePlayer = (i: number) => {
    const next = { ...table, seats: table.seats.filter((_, k) => k !== i) };
    setNames(names.filter((_, k) => k !== i));
    setTable(next);
    setAt(nextOpen(next, null));
  };

  /** The players in another order (`order[k]`: the place of who sits k-th), each with their board and goals. */
  const reseat = (order: number[]) => {
    const next = { ...table, seats: order.map((k) => table.seats[k]!) };
    setNames(order.map((k) => names[k]!));
    setTable(next);
    if (dealt) setDealt({ ...dealt, seats: order.map((k) => dealt.seats[k]!) });
    setAt(nextOpen(next, null));
    return true;
  };

  const start = () => {
    setTouched(true);
    if (problems.length) {
      if (problems[0]!.field === QUESTION) {
        setAt(nextOpen(table, null));
        // The page moves only as far as it takes to show what is asked.
        document.getElementById(QUESTION)?.focus({ preventScroll: true });
        return document.getElementById('cal-ask-title')?.scrollIntoView?.({ block: 'nearest' });
      }
      return focusField(problems[0]!.field ?? 'cal-problems');
    }
    const game: Game = { ...draft, id: newId(), ...(playAlong ? { history: [] } : {}) };
    open(game, null);
    if (dealt && (dealt.cats || dealt.seats.some(Boolean))) {
      // Each board shows its goals on their spaces, so the note names only the boards and the cats. Its words are
      // made as it is shown, in the language of the moment.
      const layOut = () => {
        const seats = game.players
          .filter((_, i) => dealt.seats[i])
          .map((p) => say('calico.setup.dealtSeat', { name: p.name, board: say(`calico.boardIn.${p.board}`) }));
        const laid = [
          ...(seats.length ? [say('calico.setup.dealtBoards', { seats: seats.join(say('games.comma')) })] : []),
          ...(dealt.cats ? [say('calico.setup.dealtCats', { cats: dealtWords(game.cats) })] : []),
        ];
        return say('calico.setup.layOut', { laid: laid.join(say('games.listSeparator')) });
      };
      useGameStore.setState({ layOut });
    }
    void requestPersistence();
    void rememberNames(game.players.map((p) => p.name)).then(() => useSettings.getState().load());
    navigate({ name: 'game', id: game.id }, true); // back from the game goes where the player came from
  };

  return (
    <main className="setup cal-setup">
      <h1>{t('calico.setup.title')}</h1>
      <form onSubmit={(e) => (e.preventDefault(), start())} noValidate>
        <div id="cal-problems" tabIndex={-1}>
          <FormErrors problems={shown} />
        </div>
        <fieldset>
          <legend>{t('calico.setup.legend')}</legend>
          <p className="deal-row">
            <span className="muted small">
              {open_.length ? t('calico.setup.tapOr') : t('calico.setup.tapToChange')}
            </span>
            {/* Hidden, not removed, once all is chosen: the form above the question keeps its height. */}
            <button type="button" onClick={deal} className={open_.length ? undefined : 'hidden-keep'}>
              {table.seats.some((s) => s.board || s.goals.some(Boolean)) || table.cats.cats.length
                ? t('calico.setup.dealRest')
                : t('calico.setup.deal')}
            </button>
          </p>
          <datalist id="known-names">
            {knownNames.map((n) => (
              <option key={n} value={n} />
            ))}
          </datalist>
          {names.map((name, i) => {
            const who = name.trim() || t('games.setup.player', { n: i + 1 });
            const chips = knownNames.filter((n) => !names.some((q) => nameKey(q) === nameKey(n))).slice(0, 8);
            return (
              <div className="player-setup" key={i}>
                <div className="name-row">
                  <label className="name-field" htmlFor={fieldIds.name(i)}>
                    {t('games.setup.player', { n: i + 1 })}
                  </label>
                  <input
                    id={fieldIds.name(i)}
                    aria-label={t('games.setup.playerName', { n: i + 1 })}
                    placeholder={t('games.setup.namePlaceholder')}
                    value={name}
                    list="known-names"
                    maxLength={40}
                    autoComplete="off"
                    {...invalidProps(fieldIds.name(i), shown)}
                    onChange={(e) => setNames(names.map((n, k) => (k === i ? e.target.value : n)))}
                  />
                  {names.length > 1 && (
                    <button
                      type="button"
                      className="remove"
                      aria-label={t('calico.setup.remove', { name: who })}
                      onClick={() => removePlayer(i)}
                    >
                      ✕
                    </button>
                  )}
                </div>
                <FieldError field={fieldIds.name(i)} problems={shown} />
                {chips.length > 0 && !name && (
                  <div className="name-chips" aria-label={t('games.setup.namesBefore', { n: i + 1 })} role="group">
                    {chips.map((n) => (
                      <button
                        type="button"
                        key={n}
                        className="chip"
                        onClick={() => setNames(names.map((x, k) => (k === i ? n : x)))}
                      >
                        {n}
                      </button>
                    ))}
                  </div>
                )}
                <SeatChips
                  seat={i}
                  draft={table.seats[i]!}
                  at={at}
                  onAsk={setAt}
                  boardId={fieldIds.board(i)}
                  goalsId={fieldIds.goals(i)}
                />
                <FieldError field={fieldIds.board(i)} problems={shown} />
                <FieldError field={fieldIds.goals(i)} problems={shown} />
              </div>
            );
          })}
          {names.length < MAX_PLAYERS && (
            <button type="button" className="add-player" onClick={addPlayer}>
              {t('games.setup.addPlayer')}
            </button>
          )}
          <CatChips draft={table} at={at} onAsk={setAt} />
          <FieldError field={fieldIds.cats} problems={shown} />
          <FieldError field={fieldIds.patterns} problems={shown} />
          <Ask
            draft={table}
            at={at}
            names={names}
            scoring={mode !== 'family'}
            onBoard={(seat, b) => answer({ kind: 'board', seat }, chooseBoard(table, seat, b))}
            onGoal={(seat, space, g) => answer({ kind: 'goal', seat, space }, chooseGoal(table, seat, space, g))}
            onCat={(cat) => answer({ kind: 'cats' }, chooseCat(table, cat))}
            onPattern={(cat, p) => answer({ kind: 'patterns', cat }, choosePattern(table, cat, p))}
          />
          {note && (
            <p role="status" className="notice">
              {note}
            </p>
          )}
          {/* After the question: with three or four names the first board's choice is in view without a scroll. */}
          {names.length > 1 && <p className="muted">{t('shell.seats.setupHint')}</p>}
          <SeatOrder names={seatNames(names, t)} reseat={reseat} what={t('calico.seats.what')} />
        </fieldset>

        {/* Not on the table: the usual way is already chosen, and says so on its summary. */}
        <details className="advanced how">
          <summary>
            {t('calico.setup.how', {
              mode: t(`calico.mode.${mode}`),
              entry: playAlong ? t('calico.setup.howAlong') : t('calico.setup.howAfter'),
            })}
          </summary>
          <div className="row" role="radiogroup" aria-label={t('calico.setup.mode')}>
            {(['standard', 'family', 'solo'] as const).map((m) => (
              <label key={m} className="radio">
                <input type="radio" name="mode" checked={mode === m} onChange={() => setMode(m)} />{' '}
                {t(`calico.mode.${m}`)}
              </label>
            ))}
          </div>
          <p className="muted small">{t(`calico.modeNote.${mode}`)}</p>
          <div role="radiogroup" aria-label={t('calico.setup.scoring')}>
            <label className="radio">
              <input type="radio" name="entry" checked={!playAlong} onChange={() => setPlayAlong(false)} />{' '}
              {t('calico.setup.after')}
            </label>
            <label className="radio">
              <input type="radio" name="entry" checked={playAlong} onChange={() => setPlayAlong(true)} />{' '}
              {t('calico.setup.along')}
            </label>
          </div>
        </details>

        <HouseRules rules={rules} setRules={setRules} cats={table.cats.cats} stacks={stacks} setStacks={setStacks} />
        <FieldError field={fieldIds.rules} problems={shown} />

        <div className="start-bar">
          <button type="submit" className="primary big">
            {t('games.setup.start')}
          </button>
          {open_.length > 0 ? (
            <span className="muted small" data-testid="still-open" aria-live="polite">
              {touched
                ? t('calico.setup.stillToChoose', { items: open_.join(t('games.listSeparator')) })
                : t('calico.setup.stillOpen', { first: open_[0]!, more: open_.length - 1 })}
            </span>
          ) : (
            touched &&
            problems.length > 0 && (
              <span className="muted small">{t('calico.setup.toFix', { count: problems.length })}</span>
            )
          )}
        </div>
      </form>
    </main>
  );
}
