// A player's own game for a seat of the host's game: its id names both, so their board finds its way back.
export const seatGameId = (hostId: string, seat: number): string => `${hostId}-seat${seat + 1}`;
export function seatOf(id: string): { hostId: string; seat: number } | null {
  const m = /^(.+)-seat([1-8])$/.exec(id);
  return m ? { hostId: m[1]!, seat: Number(m[2]) - 1 } : null;
}
