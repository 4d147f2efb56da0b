// "Check a final wall": tap the cells of a finished wall, get the lowest and highest placement points any real
// order of play could have given it (the core's finalWallRange, run in a worker: a full wall takes seconds).
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { colorName, completeRows, emptyFilled, INDICES, patternColor, type WallRange } from '../core/index.ts';
import { href } from '../../../ui/router.ts';
import { TILE } from '../ui/colors.ts';
import type { FromWorker } from '../ui/rangeWorker.ts';
import { useT } from '../../../i18n/useT.ts';
import { andList, withSlots } from '../../../i18n/screenWords.tsx';

type State =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done'; range: WallRange; ms: number }
  | { kind: 'error'; message: string };

export function WallCheck() {
  const [filled, setFilled] = useState<boolean[][]>(emptyFilled);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const { t, m, locale } = useT();
  const worker = useRef<Worker | null>(null);
  useEffect(() => () => worker.current?.terminate(), []);
  const tiles = filled.flat().filter(Boolean).length;
  const rows = completeRows(filled);

  const toggle = (r: number, c: number) => {
    worker.current?.terminate();
    worker.current = null;
    setState({ kind: 'idle' });
    setFilled(filled.map((row, i) => row.map((x, j) => (i === r && j === c ? !x : x))));
  };
  const check = () => {
    worker.current?.terminate();
    const w = new Worker(new URL('../ui/rangeWorker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    setState({ kind: 'working' });
    w.onmessage = (e: MessageEvent<FromWorker>) => {
      setState(
        e.data.ok ? { kind: 'done', range: e.data.range, ms: e.data.ms } : { kind: 'error', message: e.data.error },
      );
      w.terminate();
      if (worker.current === w) worker.current = null;
    };
    w.onerror = () => setState({ kind: 'error', message: t('azul.check.couldNotRun') });
    w.postMessage({ filled });
  };

  return (
    <main className="az-check">
      <h1>{t('azul.check.title')}</h1>
      <p className="muted">{t('azul.check.help')}</p>
      <div className="az-wall az-check-wall" role="group" aria-label={t('azul.check.wall', { count: tiles })}>
        {INDICES.map((r) =>
          INDICES.map((c) => {
            const color = patternColor(r, c);
            return (
              <button
                key={`${r}-${c}`}
                type="button"
                className={`az-cell${filled[r]![c] ? ' az-new' : ''}`}
                aria-pressed={filled[r]![c]}
                aria-label={t('azul.check.cell', { row: r + 1, col: c + 1, colour: m(colorName(color)) })}
                onClick={() => toggle(r, c)}
                style={
                  {
                    '--tile': TILE[color].fill,
                    '--faint': TILE[color].faint,
                    '--dim': TILE[color].dim,
                    '--ink': TILE[color].ink,
                  } as CSSProperties
                }
              >
                <span className="az-letter" aria-hidden="true">
                  {t(`azul.letter.${color}`)}
                </span>
              </button>
            );
          }),
        )}
      </div>
      <p>
        {rows.length
          ? t('azul.check.countRows', {
              count: tiles,
              rows: rows.length,
              which: andList(
                locale,
                rows.map((r) => String(r + 1)),
              ),
            })
          : t('azul.check.count', { count: tiles })}
      </p>
      <div className="row">
        <button type="button" className="primary" onClick={check} disabled={state.kind === 'working' || tiles === 0}>
          {t('azul.check.check')}
        </button>
        <button
          type="button"
          onClick={() => (
            worker.current?.terminate(),
            (worker.current = null),
            setFilled(emptyFilled()),
            setState({ kind: 'idle' })
          )}
        >
          {t('azul.check.clear')}
        </button>
        <a className="button" href={href({ name: 'new', kind: 'azul' })}>
          {t('azul.check.back')}
        </a>
      </div>
      <div aria-live="polite" data-testid="check-result">
        {state.kind === 'working' && (
          <p className="notice" role="status">
            {t('azul.check.working')}
          </p>
        )}
        {state.kind === 'done' && (
          <p className="notice">
            {withSlots(
              t,
              'azul.check.range',
              {},
              { min: <strong>{state.range.min}</strong>, max: <strong>{state.range.max}</strong> },
            )}
            {state.range.completeRows.length ? '' : t('azul.check.noRow')}
            {t('azul.check.stop')} {t('azul.check.outside')}{' '}
            <small className="muted">
              (
              {t('azul.check.seconds', {
                s: (state.ms / 1000).toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
              })}
              )
            </small>
          </p>
        )}
        {state.kind === 'error' && (
          <p role="alert" className="alert">
            {t('azul.check.failed', { message: state.message })}
          </p>
        )}
      </div>
    </main>
  );
}
