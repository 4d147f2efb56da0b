// Dates of games as the after-the-game screens show them (the device's language and time zone).

/** "Sat 21 Nov 2026, 19:30" (in the device's own order and words). */
export const dateTime = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** "21 Nov 2026". */
export const dateOnly = (iso: string): string => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** "21 Nov", for chart axes. */
export const dayMonth = (iso: string): string => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
