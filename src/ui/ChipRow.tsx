// The room the group status chip takes in the app bar, kept while the chip is not drawn yet (the group not read,
// its code still loading): the screen under the bar is then where it will stay when the chip comes.
export function ChipRow() {
  return (
    <div className="group-chip-row" aria-hidden="true">
      <span className="group-chip-space" />
    </div>
  );
}
