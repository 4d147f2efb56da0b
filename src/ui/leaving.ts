// A load the page's own leaving cut off: a reload or a navigation stops the document's fetches as it begins (before
// pagehide), so a module still loading rejects while the page runs on. That is no fault of the app's and is not
// reported; any other failure still is.

let leaving = false;
let listening = false;

function listen(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeunload', () => void (leaving = true));
  window.addEventListener('pagehide', () => void (leaving = true));
  // Back from the back/forward cache, or a navigation that did not happen after all: the page is here again.
  window.addEventListener('pageshow', () => void (leaving = false));
}

/** Handles the rejection of work the page started: said in the console, unless the page is being left. */
export function unlessLeaving(what: string): (e: unknown) => void {
  listen();
  return (e) => {
    if (!leaving) console.error(what, e);
  };
}
