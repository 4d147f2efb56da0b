import { needsSafariHint, useInstall } from './install.ts';

export function InstallAction() {
  const { event, install } = useInstall();
  if (event) return <button type="button" className="big" onClick={() => void install()}>Install the app</button>;
  if (needsSafariHint()) return <p className="muted">To install: tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.</p>;
  return null;
}
