// A sentence for a player, as data: which message, and its values. The cores speak only in these, never in a
// language; the screens and the CLI put them into the player's words (src/i18n/). Ids are dotted, "<area>.<what>",
// and each is an entry of the catalogues in src/i18n/locales/. A value may itself be a message (a colour's name),
// or a list of messages (joined as the language joins lists).
export type MsgValue = string | number | Msg | readonly Msg[];

export interface Msg {
  readonly id: string;
  readonly values?: Readonly<Record<string, MsgValue>>;
}

export const msg = (id: string, values?: Msg['values']): Msg => (values ? { id, values } : { id });
