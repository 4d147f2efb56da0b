// Points in the player's current language, for the share screens (the message is the cores' own: core.shared.points).
import { points } from '../games/shared/words.ts';
import { i18n } from '../i18n/app.ts';
import { renderMsg } from '../i18n/render.ts';

export const pointsText = (n: number): string => renderMsg(i18n, points(n));
