// Copying the table, one tap per thing: each choice made so far as a small button (tap it to change it), and below
// them the one question being asked, with its options as pictures. It always sits in the same place, so copying a
// table never scrolls back up.
import {
  BOARD_IDS,
  CAT_TILE_IDS,
  CATS,
  GOAL_IDS,
  GOALS,
  catRule,
  goalMeaning,
  PATTERNS,
  type Pattern,
} from '../../core/index.ts';
import { CAT_TILE_SIDES } from '../../core/setup.ts';
import { CatPicture } from '../../ui/CatPicture.tsx';
import { GoalPicture } from '../../ui/GoalPicture.tsx';
import { patternWord } from '../../ui/terms.ts';
import { useT } from '../../../../i18n/useT.ts';
import { hexPoints } from '../../ui/hex.ts';
import { motifId } from '../../ui/Motifs.tsx';
import { BOARD_FRAME } from '../../ui/theme.ts';
import {
  sameQuestion,
  spaceIn,
  spaceName,
  spaceWord,
  type Question,
  type SeatDraft,
  type TableDraft,
} from './tableDraft.ts';

function Chip({
  q,
  at,
  onAsk,
  label,
  value,
  id,
  word,
}: {
  q: Question;
  at: Question | null;
  onAsk: (q: Question) => void;
  label: string;
  value: React.ReactNode;
  id?: string;
  word?: boolean;
}) {
  const current = at !== null && sameQuestion(q, at);
  return (
    <button
      type="button"
      id={id}
      className={`pick-chip${value ? '' : ' open'}`}
      aria-current={current ? 'step' : undefined}
      onClick={() => onAsk(q)}
    >
      <span className="pick-key">{label}</span>{' '}
      <span className={`pick-value${word ? ' word' : ''}`}>{value ?? '?'}</span>
    </button>
  );
}

/** One seat's board and goals as they are chosen so far. */
export function SeatChips({
  seat,
  draft,
  at,
  onAsk,
  boardId,
  goalsId,
}: {
  seat: number;
  draft: SeatDraft;
  at: Question | null;
  onAsk: (q: Question) => void;
  boardId: string;
  goalsId: string;
}) {
  const { t } = useT();
  return (
    <div className="pick-chips" id={goalsId}>
      <Chip
        id={boardId}
        q={{ kind: 'board', seat }}
        at={at}
        onAsk={onAsk}
        label={t('calico.setup.board')}
        word
        value={
          draft.board && (
            <>
              <span className="swatch" style={{ background: BOARD_FRAME[draft.board] }} aria-hidden="true" />
              {t(`calico.board.${draft.board}`)}
            </>
          )
        }
      />
      {draft.goals.map((g, k) => (
        <Chip
          key={k}
          q={{ kind: 'goal', seat, space: k }}
          at={at}
          onAsk={onAsk}
          label={spaceName(k)}
          value={g && GOALS[g].label}
          word
        />
      ))}
    </div>
  );
}

/** The cats and each cat's patterns as chosen so far. */
export function CatChips({
  draft,
  at,
  onAsk,
}: {
  draft: TableDraft;
  at: Question | null;
  onAsk: (q: Question) => void;
}) {
  const c = draft.cats;
  const { t } = useT();
  return (
    <div className="pick-chips" id="cal-cats">
      <Chip
        q={{ kind: 'cats' }}
        at={at}
        onAsk={onAsk}
        label={t('calico.setup.cats')}
        value={c.cats.length ? c.cats.map((x) => CATS[x].name).join(t('games.comma')) : null}
      />
      {c.cats.map((cat, i) => {
        const ps = PATTERNS.filter((p) => c.owner[p] === i);
        return (
          <Chip
            key={cat}
            id={i === 0 ? 'cal-patterns' : undefined}
            q={{ kind: 'patterns', cat: i }}
            at={at}
            onAsk={onAsk}
            label={CATS[cat].name}
            value={ps.length ? ps.map(patternWord).join(t('games.comma')) : null}
          />
        );
      })}
    </div>
  );
}

interface AskProps {
  draft: TableDraft;
  at: Question | null;
  names: readonly string[];
  scoring: boolean;
  onBoard: (seat: number, b: (typeof BOARD_IDS)[number]) => void;
  onGoal: (seat: number, space: number, g: (typeof GOAL_IDS)[number]) => void;
  onCat: (cat: (typeof CATS)[keyof typeof CATS]['id']) => void;
  onPattern: (cat: number, p: Pattern) => void;
}

/** The question being asked and its options: one tap answers it and the next question comes in its place. The
 * panel keeps the height of its tallest question (a hidden copy of the cats and the goals sizes it): near the
 * bottom of the page a shorter question would otherwise pull the page back up under the player's finger. Once all
 * is chosen nothing is asked, and no empty box stays. */
export function Ask(props: AskProps) {
  const { draft, at, names } = props;
  const { t } = useT();
  const who = (i: number) => names[i]?.trim() || t('games.setup.player', { n: i + 1 });
  const title = !at
    ? t('calico.ask.done')
    : at.kind === 'board'
      ? t('calico.ask.board', { name: who(at.seat) })
      : at.kind === 'goal'
        ? t('calico.ask.goal', { name: who(at.seat), space: spaceIn(at.space) })
        : at.kind === 'cats'
          ? draft.cats.cats.length
            ? t('calico.ask.catsMore', { count: 3 - draft.cats.cats.length })
            : t('calico.ask.cats')
          : t('calico.ask.patterns', { cat: CATS[draft.cats.cats[at.cat]!].name });
  const none = () => {};
  const sizing = { ...props, onBoard: none, onGoal: none, onCat: none, onPattern: none };
  return (
    <div
      className="ask"
      id="cal-question"
      role={at ? 'group' : undefined}
      aria-labelledby="cal-ask-title"
      tabIndex={-1}
    >
      <p className="ask-title" id="cal-ask-title" aria-live="polite">
        {title}
      </p>
      {/* As tall as the tallest question of its part (a seat's board and goals; the cats; a cat's patterns), so
          the page never shrinks under the thumb within a part; a board's colours fill it. Patterns are sized by
          their own, not by the cats', which left an empty panel under them. */}
      <div className="ask-stack">
        <div className="ask-now">{at && <Options {...props} at={at} />}</div>
        {at && (
          <div className="ask-sizer" aria-hidden="true">
            <Options
              {...sizing}
              at={
                at.kind === 'board' || at.kind === 'goal'
                  ? { kind: 'goal', seat: 0, space: 0 }
                  : at.kind === 'patterns'
                    ? at
                    : { kind: 'cats' }
              }
            />
          </div>
        )}
      </div>
    </div>
  );
}

function Options({ draft, at, names, scoring, onBoard, onGoal, onCat, onPattern }: AskProps & { at: Question }) {
  const { t, m } = useT();
  const who = (i: number) => names[i]?.trim() || t('games.setup.player', { n: i + 1 });
  return (
    <>
      {at.kind === 'board' && (
        <div className="ask-options boards">
          {BOARD_IDS.map((b) => {
            const owner = draft.seats.findIndex((s) => s.board === b);
            return (
              <button
                key={b}
                type="button"
                className="board-swatch"
                aria-pressed={owner === at.seat}
                style={{ borderColor: BOARD_FRAME[b] }}
                onClick={() => onBoard(at.seat, b)}
              >
                <span className="swatch" style={{ background: BOARD_FRAME[b] }} aria-hidden="true" />
                {t(`calico.board.${b}`)}
                {owner >= 0 && owner !== at.seat && (
                  <span className="taken"> {t('calico.ask.takenBy', { name: who(owner) })}</span>
                )}
              </button>
            );
          })}
        </div>
      )}
      {at.kind === 'goal' && (
        <div className="ask-options goals">
          {GOAL_IDS.map((g) => {
            const on = draft.seats[at.seat]!.goals.indexOf(g);
            return (
              <button
                key={g}
                type="button"
                className="goal-option"
                aria-pressed={on === at.space}
                onClick={() => onGoal(at.seat, at.space, g)}
              >
                <b>{GOALS[g].label}</b> <GoalPicture id={g} />
                <span className="goal-meaning">{m(goalMeaning(GOALS[g].parts))}</span>{' '}
                <span className="goal-points">
                  {scoring ? `${GOALS[g].low} / ${GOALS[g].high}` : t('calico.ask.noPoints')}
                </span>
                {on >= 0 && on !== at.space && (
                  <span className="goal-on">{t('calico.ask.goalOn', { space: spaceWord(on) })}</span>
                )}
              </button>
            );
          })}
        </div>
      )}
      {at.kind === 'cats' && (
        <div className="ask-options cats">
          {CAT_TILE_IDS.map((tile) => (
            <div className="cat-tile" key={tile}>
              {CAT_TILE_SIDES[tile].map((cat) => {
                const c = CATS[cat];
                return (
                  <button
                    key={cat}
                    type="button"
                    className="cat-card"
                    aria-pressed={draft.cats.cats.includes(cat)}
                    onClick={() => onCat(cat)}
                  >
                    <span className="cat-name">
                      {c.name}{' '}
                      <span className="cat-dots" aria-hidden="true">
                        {'•'.repeat(c.dots)}
                      </span>
                      <span className="visually-hidden">{t('calico.ask.dots', { count: c.dots })}</span>
                    </span>{' '}
                    <span className="cat-req">{m(catRule(cat))}</span> <CatPicture cat={cat} />
                    <span className="cat-points">{c.points}</span>
                  </button>
                );
              })}
            </div>
          ))}
        </div>
      )}
      {at.kind === 'patterns' && (
        <div className="ask-options patterns">
          {PATTERNS.map((p) => {
            const owner = draft.cats.owner[p];
            return (
              <button
                key={p}
                type="button"
                className="pattern-option"
                aria-pressed={owner === at.cat}
                onClick={() => onPattern(at.cat, p)}
              >
                {patternWord(p)} <PatternSwatch pattern={p} />
                {owner !== null && owner !== at.cat && (
                  <span className="taken">{t('calico.ask.catHas', { cat: CATS[draft.cats.cats[owner]!].name })}</span>
                )}
              </button>
            );
          })}
        </div>
      )}
    </>
  );
}

function PatternSwatch({ pattern }: { pattern: Pattern }) {
  return (
    <svg className="pattern-swatch" viewBox="-13 -13 26 26" width={26} height={26} aria-hidden="true" focusable="false">
      <polygon points={hexPoints(0, 0, 12)} fill="#efe7d6" stroke="#8a7a5c" />
      <polygon points={hexPoints(0, 0, 12)} fill={`url(#${motifId(pattern, 'dark')})`} />
    </svg>
  );
}
