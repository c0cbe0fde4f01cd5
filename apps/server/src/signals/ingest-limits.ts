/*
 * Every limit of the device ingest in one place (issue 28): what one device connection may send,
 * how much of it may wait for the database, and how many sockets one address may hold. A bridge
 * that keeps to its profile never meets any of them; a faulty or hostile one is slowed down, then
 * sent away, and can never make the server invent signal or hold unbounded memory.
 */

export const ingestLimits = {
  /**
   * Frames per second, sustained, of any kind (samples, impedance, and the rejected ones, which
   * are each answered): a profile sends about 10 samples frames a second (100 ms each; EDA 4) and
   * an impedance reading every few seconds, so 50 leaves 5× headroom for a bridge catching up.
   */
  framesPerSecond: 50,
  /** Frames taken at once above that rate: a bridge's backlog after a stall of half a minute. */
  frameBurst: 500,
  /**
   * How far a device's samples per second may exceed its profile's rate: crystals drift by parts
   * per million, so 5 % is far beyond any real clock while still catching a device that sends
   * twice what it should.
   */
  sampleRateTolerance: 0.05,
  /**
   * Seconds of samples a device may send ahead of the server's clock (its backlog after a stall).
   * Zeros filled into a short gap count too: no stream can run ahead of the clock by more.
   */
  sampleBurstSeconds: 30,
  /**
   * A frame's timestamp within this of where the stream expects it is the bridge's jitter, not a
   * gap: taken as contiguous (nothing filled, nothing cut, nothing marked). The expectation is
   * itself a jittered timestamp carried forward, so ±25 ms of jitter on each stamp is 50 here;
   * a lost 100 ms frame is still well beyond it.
   */
  jitterMs: 50,
  /**
   * The longest gap in the device's timestamps filled with zeros, so what follows stays on the
   * clock (a frame or a few lost on the bridge's side); always marked on the recording. A longer
   * jump (a clock that jumped, a device far ahead of the server's clock) is closed up and marked:
   * never minutes of invented zeros.
   */
  maxFillMs: 1000,
  /**
   * One-second chunks of one device waiting for the database. At `slowDownAt` the device is told
   * to slow down; when full, its frames are dropped. 20 s of a 32-channel 500 Hz device is 640 kB.
   */
  queueChunks: 20,
  slowDownAt: 10,
  /** A device still dropping frames this long after it was told to slow down is closed. */
  persistMs: 3000,
  /**
   * Device sockets one address may hold on one instance, hello or not. Per instance is enough: the
   * limit protects this process's memory and event loop, and a balancer spreading one address over
   * N instances gives it at most N × 16 in all. A ward's bridge host behind one address runs a few
   * amplifiers, far below this.
   */
  connectionsPerAddress: 16,
  /**
   * How often a device socket is pinged: one that has not answered the previous ping is cut and
   * shown disconnected (a half-open connection: the bridge's host vanished without a close).
   */
  pingMs: 10_000,
};

export type IngestTimings = Partial<Pick<typeof ingestLimits, 'pingMs' | 'persistMs'>>;

/** A token bucket: `capacity` at once, refilled at `perSecond`. */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = capacity;
    this.at = now();
  }

  /** Takes `n` tokens if there are that many; answers whether it did. */
  take(n: number): boolean {
    const now = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (n > this.tokens) return false;
    this.tokens -= n;
    return true;
  }
}

/** The frame budget of one device connection, hello or not. */
export function frameBudget(): TokenBucket {
  return new TokenBucket(ingestLimits.frameBurst, ingestLimits.framesPerSecond);
}

/** The sample budget of a device of `sampleRate` (filled zeros included). */
export function sampleBudget(sampleRate: number): TokenBucket {
  return new TokenBucket(
    sampleRate * ingestLimits.sampleBurstSeconds,
    sampleRate * (1 + ingestLimits.sampleRateTolerance),
  );
}

/**
 * When a device dropping frames has had long enough: an episode of drops lasts while they come
 * less than a second apart; one lasting `persistMs` ends the connection.
 */
export class DropEpisode {
  private since: number | undefined;
  private last = 0;

  constructor(private readonly persistMs: number) {}

  /** A dropped frame; answers whether the device has been dropping for too long. */
  drop(now = Date.now()): boolean {
    if (this.since === undefined || now - this.last > 1000) this.since = now;
    this.last = now;
    return now - this.since >= this.persistMs;
  }
}
