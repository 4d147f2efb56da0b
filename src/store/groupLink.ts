// The link between this phone's games and its group (docs/sync.md): loaded only once the player is in a group.
import type { GroupMembership } from '../db/groupMembership.ts';
import { msg, type Msg } from '../games/shared/msg.ts';
import type { SetGroup } from './groupView.ts';

type Result = { ok: true } | { ok: false; reason: Msg };
const notYet: Result = { ok: false, reason: msg('shell.group.unreachable') };

export function connect(_m: GroupMembership, _set: SetGroup): void {}
export async function createGroup(_me: string, _set: SetGroup): Promise<Result> {
  return notYet;
}
export async function joinGroup(_invite: string, _me: string, _set: SetGroup): Promise<Result> {
  return notYet;
}
export async function inviteLink(): Promise<string | null> {
  return null;
}
export async function changeKey(_set: SetGroup): Promise<Result> {
  return notYet;
}
export async function leaveGroup(): Promise<void> {}
export async function setOnlyHere(_gameId: string, _onlyHere: boolean, _set: SetGroup): Promise<void> {}
