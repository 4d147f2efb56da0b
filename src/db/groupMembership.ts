// The group this phone is in, kept with the settings (and so in their second copy): the server, the group's id and
// secret, and this phone's name in it. The group's log itself is kept by groupLog.ts.
import { db, getSetting, setSetting } from './db.ts';

/** What a phone keeps of its group (in storage's settings): enough to reconnect and to invite. */
export interface GroupMembership {
  /** The server's origin, e.g. "https://tiletally.example.org" (the app's own origin). */
  server: string;
  id: string;
  secret: string;
  /** The name this phone's player goes by in the group ("entered by Ana"). */
  me: string;
  /** This phone in this group (random, kept): what its records are made by. */
  phone: string;
  joinedAt: string;
  /** Games kept only on this phone: never offered to the group. */
  onlyHere: string[];
}

const KEY = 'group';

export const readMembership = (): Promise<GroupMembership | null> => getSetting<GroupMembership | null>(KEY, null);

export const writeMembership = (m: GroupMembership): Promise<void> => setSetting(KEY, m);

export async function forgetMembership(): Promise<void> {
  await db.settings.delete(KEY);
}
