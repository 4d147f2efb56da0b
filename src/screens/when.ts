// Dates of games as the after-the-game screens show them: in the app's language (its words and order for dates)
// and the device's time zone. Formatters are made once per language (History formats hundreds of dates).
const formats = new Map<string, Intl.DateTimeFormat>();
const format = (locale: string, options: Intl.DateTimeFormatOptions, key: string) => {
  let f = formats.get(`${locale} ${key}`);
  if (!f) formats.set(`${locale} ${key}`, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
};

// History writes a date on every card each time it is opened: each date is written once per language and kept
// (forgotten in bulk past 20,000, far more than a screen shows).
const written = new Map<string, string>();

/** "Sat 21 Nov 2026, 19:30", "Sa., 21. Nov. 2026, 19:30", "2026年11月21日(土) 19:30". */
export const dateTime = (iso: string, locale: string): string => {
  const key = `${locale} ${iso}`;
  let s = written.get(key);
  if (s === undefined) {
    if (written.size >= 20_000) written.clear();
    s = format(
      locale,
      { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
      'dt',
    ).format(new Date(iso));
    written.set(key, s);
  }
  return s;
};

/** "21 Nov 2026". */
export const dateOnly = (iso: string, locale: string): string =>
  format(locale, { day: 'numeric', month: 'short', year: 'numeric' }, 'd').format(new Date(iso));

/** "21 Nov", for chart axes. */
export const dayMonth = (iso: string, locale: string): string =>
  format(locale, { day: 'numeric', month: 'short' }, 'dm').format(new Date(iso));
