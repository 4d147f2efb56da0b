export { pointsText } from '../games/shared/words.ts';
