// A form's problems in plain words, twice: all of them at the top (each one a link to its field) and each one at its
// field. Every setup form uses it, so players meet one way of being told what to fix.
import { useT } from '../i18n/useT.ts';
import './forms.css';

export interface FieldProblem {
  /** The id of the field (or group) the problem is about; none for the form as a whole. */
  field?: string;
  message: string;
  /** What the field is ("Player 2's name"), put before the message in the summary at the top. */
  label?: string;
}

/** The summary: what stops the form, in words, each linked to its field. */
export function FormErrors({ problems, title }: { problems: readonly FieldProblem[]; title?: string }) {
  const { t } = useT();
  if (!problems.length) return null;
  return (
    <div role="alert" className="alert form-errors">
      <p>{title ?? t('shell.form.cannotStart')}</p>
      <ul>
        {problems.map((p, i) => (
          <li key={`${p.field}-${i}`}>
            {p.field ? (
              <a href={`#${p.field}`} onClick={(e) => (e.preventDefault(), focusField(p.field!))}>
                {summaryOf(p, t)}
              </a>
            ) : (
              summaryOf(p, t)
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The problems of one field, shown under it; its id is `<field>-error` (for aria-describedby). */
export function FieldError({ field, problems }: { field: string; problems: readonly FieldProblem[] }) {
  const mine = problems.filter((p) => p.field === field);
  if (!mine.length) return null;
  return (
    <p id={errorId(field)} className="field-error">
      {mine.map((p) => p.message).join(' ')}
    </p>
  );
}

const summaryOf = (p: FieldProblem, t: (id: string, v: Record<string, string>) => string): string =>
  p.label ? t('shell.form.problem', { field: p.label, problem: p.message }) : p.message;

export const errorId = (field: string): string => `${field}-error`;

/** aria props for a field with (or without) problems. */
export function invalidProps(field: string, problems: readonly FieldProblem[]) {
  const bad = problems.some((p) => p.field === field);
  return { 'aria-invalid': bad || undefined, 'aria-describedby': bad ? errorId(field) : undefined } as const;
}

/** Moves to a field: the field itself, or the first control inside a group. */
export function focusField(field: string): void {
  const el = document.getElementById(field);
  const target =
    el &&
    (el.matches('input, select, button, textarea, [tabindex]')
      ? el
      : el.querySelector<HTMLElement>('input, select, button, textarea'));
  target?.focus();
  if (typeof el?.scrollIntoView === 'function') el.scrollIntoView({ block: 'center' });
}

/** "players[1].goals[2]: is not a goal" → the path and the words after it (a message with no path: path ''). */
export function splitPath(e: string): { path: string; text: string } {
  const m = /^([A-Za-z_$][\w$]*(?:\[\d+\]|\.[A-Za-z_$][\w$]*|\["[^"]*"\])*)\s*:\s*(.*)$/s.exec(e);
  return m ? { path: m[1]!, text: m[2]! } : { path: '', text: e };
}
