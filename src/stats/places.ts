// Places for every game, as messages (the words are the language's: "1st", "1.", "1er", "1位"), with "=" in front
// when two or more players share the place.
import { msg, type Msg } from '../games/shared/msg.ts';

/** Each player's place, marked shared when another player has it too. */
export function placeLabels(places: readonly number[]): Msg[] {
  return places.map((place) =>
    msg(places.filter((q) => q === place).length > 1 ? 'shell.place.shared' : 'shell.place', { place }),
  );
}
