/** "1 point", "61 points", "-1 point". */
export const pointsText = (n: number): string => `${n} point${Math.abs(n) === 1 ? '' : 's'}`;
