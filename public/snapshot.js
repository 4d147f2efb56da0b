// The screen the player left (src/ui/snapshot.ts takes it, src/db/snapshot.ts says what it holds), shown at once when
// the app is opened on the same address, before the app's code has run; the app removes it once its own screen is
// drawn. Only when nothing it was drawn with has changed: the app's version, the language, the address. It sits in
// a closed shadow root, so the page's own screen underneath is the only one scripts and assistive technology find,
// and it takes no input: a tap on it does nothing, as on "Loading…".
(function () {
  // The language the app is about to show, as src/i18n/app.ts startLanguage and languages.ts pickLanguage pick it.
  var LANGUAGES = ['en', 'de', 'fr', 'es', 'ja'];
  var language = function () {
    var chosen = localStorage.getItem('tile-tally.language');
    if (chosen === 'pseudo' || LANGUAGES.indexOf(chosen) >= 0) return chosen;
    var tags = navigator.languages || [navigator.language];
    for (var i = 0; i < tags.length; i++) {
      var base = tags[i].toLowerCase().split('-')[0];
      if (LANGUAGES.indexOf(base) >= 0) return base;
    }
    return 'en';
  };
  try {
    if (!/^#\/game\//.test(location.hash)) return;
    var s = JSON.parse(localStorage.getItem('tile-tally.snapshot.game') || 'null');
    if (!s || s.v !== 1 || s.hash !== location.hash) return;
    var entry = document.querySelector('script[type="module"][src]');
    if (!entry || entry.getAttribute('src') !== s.build || language() !== s.language) return;
    var host = document.createElement('div');
    host.id = 'snapshot';
    host.setAttribute('aria-hidden', 'true');
    // Set through the CSSOM: the CSP forbids style attributes.
    host.style.cssText = 'position:fixed;inset:0;z-index:1000;overflow:hidden;background:var(--paper)';
    var shadow = host.attachShadow({ mode: 'closed' });
    var sheet = new CSSStyleSheet();
    sheet.replaceSync(s.css);
    shadow.adoptedStyleSheets = [sheet];
    var view = document.createElement('div');
    view.inert = true;
    view.innerHTML = s.html;
    view.querySelectorAll('[data-snapshot-style]').forEach(function (el) {
      el.style.cssText = el.getAttribute('data-snapshot-style');
    });
    shadow.appendChild(view);
    if (s.theme) document.documentElement.setAttribute('data-theme', s.theme);
    if (s.theme) host.setAttribute('data-theme', s.theme); // what its style sheets ask instead of <html>
    if (s.lang) document.documentElement.lang = s.lang;
    document.body.appendChild(host);
    performance.mark('snapshot-shown');
  } catch {
    // A snapshot that cannot be read or shown is not shown: the app draws its screen as always.
  }
})();
