// "Send to BG Stats": BG Stats' documented create-play link (bgstatsapp.com, "Push plays to BG Stats from other
// apps or websites"): https://app.bgstatsapp.com/createPlay.html?data=<url-encoded JSON>. Opening it hands the play
// to the BG Stats app on the phone; nothing is sent by this app.
import type { GameKind, GameSummary } from '../games/types.ts';

/** BoardGameGeek ids where confirmed; a game without one is matched by name in BG Stats. */
const BGG_IDS: Partial<Record<GameKind, number>> = { calico: 283155, azul: 230802 };

const pad = (n: number) => String(n).padStart(2, '0');
/** "2026-11-23 20:15:00" in the phone's local time, the form the link documents. */
const playDate = (iso: string): string => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

export function bgStatsLink(g: {
  id: string;
  kind: GameKind;
  name: string;
  createdAt: string;
  summary: GameSummary;
}): string {
  const bggId = BGG_IDS[g.kind];
  const data = {
    game: { name: g.name, ...(bggId ? { bggId } : {}), highestWins: true, noPoints: false, sourceGameId: g.kind },
    playDate: playDate(g.createdAt),
    players: g.summary.players.map((p, i) => ({
      name: p.name,
      score: p.total,
      rank: p.place,
      winner: p.place === 1,
      sourcePlayerId: String(i + 1),
    })),
    sourcePlayId: g.id,
  };
  return `https://app.bgstatsapp.com/createPlay.html?data=${encodeURIComponent(JSON.stringify(data))}`;
}
