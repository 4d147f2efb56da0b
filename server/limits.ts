// How much one address may ask of the server: connections open at once, and messages (and new groups) per second,
// each a token bucket. Phones at one table often share an address (one router), so the limits leave room for one.
export interface Limits {
  /** Largest message, in bytes (a phone offering many games sends them in parts). */
  maxMessage: number;
  /** Connections open at once from one address. */
  connections: number;
  /** Messages per second from one address, and the burst allowed above that. */
  messagesPerSecond: number;
  messageBurst: number;
  /** Groups made per hour from one address. */
  groupsPerHour: number;
}

export const DEFAULT_LIMITS: Limits = {
  maxMessage: 4 * 1024 * 1024,
  connections: 32,
  messagesPerSecond: 50,
  messageBurst: 400,
  groupsPerHour: 20,
};

class Bucket {
  private tokens: number;
  private at: number;
  constructor(
    private readonly rate: number,
    private readonly burst: number,
    now: number,
  ) {
    this.tokens = burst;
    this.at = now;
  }
  take(now: number): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.rate);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

interface Address {
  open: number;
  seen: number;
  messages: Bucket;
  groups: Bucket;
}

export class AddressLimits {
  private readonly byAddress = new Map<string, Address>();
  constructor(
    readonly limits: Limits,
    private readonly now: () => number = Date.now,
  ) {}

  private of(address: string): Address {
    let a = this.byAddress.get(address);
    if (!a) {
      const t = this.now();
      a = {
        open: 0,
        seen: t,
        messages: new Bucket(this.limits.messagesPerSecond, this.limits.messageBurst, t),
        groups: new Bucket(this.limits.groupsPerHour / 3600, this.limits.groupsPerHour, t),
      };
      this.byAddress.set(address, a);
    }
    a.seen = this.now();
    return a;
  }

  /** Counts a connection opening; false (and nothing counted) when the address has its limit open. */
  open(address: string): boolean {
    const a = this.of(address);
    if (a.open >= this.limits.connections) return false;
    a.open++;
    return true;
  }

  close(address: string): void {
    const a = this.byAddress.get(address);
    if (a) a.open = Math.max(0, a.open - 1);
  }

  message(address: string): boolean {
    return this.of(address).messages.take(this.now());
  }

  newGroup(address: string): boolean {
    return this.of(address).groups.take(this.now());
  }

  /** Forgets addresses with nothing open and quiet for an hour (their buckets would be full again by then). */
  sweep(): void {
    const t = this.now();
    for (const [k, a] of this.byAddress) if (a.open === 0 && t - a.seen > 3_600_000) this.byAddress.delete(k);
  }
}
