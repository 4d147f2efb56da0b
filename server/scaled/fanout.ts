// Updates passed between server processes through Redis pub/sub: each process publishes what it stored, on the
// group's channel, and applies what others published to the group's document it holds, which sends it to its
// phones. Pub/sub forgets what a process missed while away from Redis; PostgreSQL holds every update, so a
// process that comes back (or finds its document lacking what an update builds on) reads the group again.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

const CHANNEL = 'tile-tally:group:';
/** Bytes of the process's own mark before each message: what it published itself is not applied twice. */
const MARK = 8;

export class Fanout {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly mark = randomBytes(MARK);
  private readonly heard = new Map<string, (update: Uint8Array) => void>();
  private everReady = false;

  constructor(
    url: string,
    /** Redis is back after being away: every group followed may have missed updates. */
    back: (ids: string[]) => void,
    log: (line: string) => void,
  ) {
    const options = { maxRetriesPerRequest: 3, retryStrategy: (n: number) => Math.min(n * 100, 1000) };
    this.pub = new Redis(url, options);
    this.sub = new Redis(url, options);
    for (const r of [this.pub, this.sub]) r.on('error', (e: Error) => log(`redis: ${e.message}`));
    this.sub.on('messageBuffer', (channel: Buffer, message: Buffer) => {
      if (message.length < MARK || message.subarray(0, MARK).equals(this.mark)) return;
      this.heard.get(channel.toString().slice(CHANNEL.length))?.(new Uint8Array(message.subarray(MARK)));
    });
    this.sub.on('ready', () => {
      if (!this.everReady) return void (this.everReady = true);
      // Subscribed again (ioredis does it on reconnecting): then what was missed is read.
      const ids = [...this.heard.keys()];
      if (!ids.length) return;
      this.sub.subscribe(...ids.map((id) => CHANNEL + id)).then(
        () => back(ids),
        () => back(ids),
      );
    });
  }

  /** Hears the group's updates from now on: resolves once Redis has the subscription. */
  async follow(id: string, hear: (update: Uint8Array) => void): Promise<void> {
    this.heard.set(id, hear);
    await this.sub.subscribe(CHANNEL + id);
  }

  unfollow(id: string): void {
    this.heard.delete(id);
    this.sub.unsubscribe(CHANNEL + id).catch(() => {});
  }

  /** Passes a stored update on. Redis away: the others read it from PostgreSQL when it is back. */
  publish(id: string, update: Uint8Array): void {
    this.pub.publish(CHANNEL + id, Buffer.concat([this.mark, update])).catch(() => {});
  }

  async close(): Promise<void> {
    await Promise.all([this.pub.quit().catch(() => {}), this.sub.quit().catch(() => {})]);
  }
}
