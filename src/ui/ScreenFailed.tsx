// What a screen shows when its code cannot load (offline with no service worker, or a new version deployed and the
// old chunks gone) or throws while drawing: the app's frame stays, the words say why, and the load can be tried
// again (a reload fetches the new version's code; every entry is saved already).
import { Component, type ReactNode } from 'react';
import { useT } from '../i18n/useT.ts';

/** The screen in place of one that could not load; `retry` loads it again. */
export function ScreenFailed({ retry }: { retry: () => void }) {
  const { t } = useT();
  return (
    <main data-no-snapshot="" className="screen-failed">
      <h1>{t('shell.failed.title')}</h1>
      <p role="alert">{t('shell.failed.text')}</p>
      <div className="actions">
        <button type="button" onClick={retry}>
          {t('shell.failed.retry')}
        </button>
        <button type="button" onClick={() => window.location.reload()}>
          {t('shell.failed.reload')}
        </button>
      </div>
    </main>
  );
}

/** Catches what a screen throws while drawing (a lazy part whose code failed): the screen says so, the frame stays.
 * `at` names the screen: another screen starts afresh (a game and its results are one: not drawn again). */
export class ScreenBoundary extends Component<{ at: string; children: ReactNode }, { failed: boolean; at: string }> {
  override state = { failed: false, at: this.props.at };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { at: string }, state: { at: string }) {
    return props.at === state.at ? null : { failed: false, at: props.at };
  }
  override render() {
    return this.state.failed ? <ScreenFailed retry={() => this.setState({ failed: false })} /> : this.props.children;
  }
}

/** Catches a part that is not the screen (the group's chip in the bar): it is left out rather than the page lost. */
export class LeaveOut extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
