// A tiny hash router: the phone's back button works and every screen has an address.
import { useSyncExternalStore } from 'react';

export type Route =
  | { name: 'home' }
  /** No kind: choose a game; with a kind: that game's new-game form. */
  | { name: 'new'; kind?: string }
  | { name: 'game'; id: string }
  | { name: 'results'; id: string }
  | { name: 'history' }
  | { name: 'review'; id: string }
  | { name: 'stats' }
  /** One player's results across every game (a player is a name). */
  | { name: 'player'; player: string }
  | { name: 'settings' }
  /** Players enter their own boards (host), or send their board back (a player's own game). */
  | { name: 'share'; id: string }
  /** Copy a game to another phone, or out to other apps. */
  | { name: 'send'; id: string }
  /** A game played live on several phones: its table (the invite, who is here, which player this phone enters). */
  | { name: 'table'; id: string }
  /** A live game's invite: its log's id and key and the game, in the hash only (never sent but to that server). */
  | { name: 'live'; code: string }
  /** A link from another phone: everything it carries is in the hash, never sent to a server. */
  | { name: 'open'; kind: 'join' | 'board' | 'copy'; code: string }
  /** This phone's group (issue 31): start one, its status, its invite, leave it. */
  | { name: 'group' }
  /** An invite to a group: "<id>.<secret>", in the hash only (a hash never reaches any server). */
  | { name: 'invite'; invite: string };

/** A part of the address as written when it is not valid %-encoding (a hand-typed or damaged link): never throws. */
const decodePart = (part: string): string => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodePart);
  if (parts[0] === 'new') return parts[1] ? { name: 'new', kind: parts[1] } : { name: 'new' };
  if (parts[0] === 'game' && parts[1] && (parts[2] === 'share' || parts[2] === 'send' || parts[2] === 'table'))
    return { name: parts[2], id: parts[1] };
  if (parts[0] === 'live') return { name: 'live', code: hash.replace(/^#\/?live\/?/, '') };
  // A link with nothing after "#/copy/" (cut short when pasted) opens too, to say so, rather than showing Home.
  if (parts[0] === 'join' || parts[0] === 'board' || parts[0] === 'copy')
    return { name: 'open', kind: parts[0], code: parts[1] ?? '' };
  if (parts[0] === 'game' && parts[1])
    return parts[2] === 'results' ? { name: 'results', id: parts[1] } : { name: 'game', id: parts[1] };
  if (parts[0] === 'history') return parts[1] ? { name: 'review', id: parts[1] } : { name: 'history' };
  if (parts[0] === 'stats') return { name: 'stats' };
  if (parts[0] === 'player' && parts[1]) return { name: 'player', player: parts[1] };
  if (parts[0] === 'settings') return { name: 'settings' };
  // Everything after "#/group/" is the invite, whole (a damaged one is said to be so by its page, never Home).
  if (parts[0] === 'group') return parts[1] ? { name: 'invite', invite: parts.slice(1).join('/') } : { name: 'group' };
  return { name: 'home' };
}

export function href(route: Route): string {
  switch (route.name) {
    case 'home':
      return '#/';
    case 'new':
      return route.kind ? `#/new/${encodeURIComponent(route.kind)}` : '#/new';
    case 'game':
      return `#/game/${encodeURIComponent(route.id)}`;
    case 'results':
      return `#/game/${encodeURIComponent(route.id)}/results`;
    case 'review':
      return `#/history/${encodeURIComponent(route.id)}`;
    case 'share':
    case 'send':
    case 'table':
      return `#/game/${encodeURIComponent(route.id)}/${route.name}`;
    case 'open':
      return `#/${route.kind}/${route.code}`;
    case 'live':
      return `#/live/${route.code}`;
    case 'player':
      return `#/player/${encodeURIComponent(route.player)}`;
    case 'invite':
      return `#/group/${route.invite}`;
    default:
      return `#/${route.name}`;
  }
}

/** Goes to a route; `replace` takes the place of the current screen in the back history (a setup form that
 * started a game is not a place to come back to). */
export const navigate = (route: Route, replace = false): void => {
  if (replace) window.location.replace(href(route));
  else window.location.hash = href(route);
};

const subscribe = (cb: () => void) => {
  window.addEventListener('hashchange', cb);
  return () => window.removeEventListener('hashchange', cb);
};

export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash);
  return parseRoute(hash);
}
