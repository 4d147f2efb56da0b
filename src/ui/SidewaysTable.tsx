// A score pad that may not fit a phone (very large text, many players): when it is wider than its box it becomes a
// focusable, named region (keyboard users can scroll it) and a hint says how to see the rest (a score pad's: its
// first column stays put; a small table whose cut-off column shows that it goes on leaves the hint out).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../i18n/useT.ts';

export function SidewaysTable({
  className = '',
  label,
  hint = true,
  hintText,
  children,
}: {
  className?: string;
  label: string;
  hint?: boolean;
  /** The hint's words, for a table that is not a score pad (its first column does not stay put). */
  hintText?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [wide, setWide] = useState(false);
  const { t } = useT();
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => setWide(el.scrollWidth > el.clientWidth + 1);
    const ro = new ResizeObserver(check);
    ro.observe(el);
    if (el.firstElementChild) ro.observe(el.firstElementChild); // the table grows with the text size
    check();
    return () => ro.disconnect();
  }, []);
  return (
    <>
      {wide && hint && <p className="muted pad-hint">{hintText ?? t('shell.sideways.hint')}</p>}
      <div
        ref={ref}
        className={`table-wrap ${className}`}
        tabIndex={wide ? 0 : undefined}
        role={wide ? 'region' : undefined}
        aria-label={wide ? t('shell.sideways.label', { label }) : undefined}
      >
        {children}
      </div>
    </>
  );
}
