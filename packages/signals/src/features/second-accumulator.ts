/**
 * Collects a device's samples frame by frame (about 100 ms each) and hands back every whole second
 * once it is complete, so features are computed on 1 s epochs aligned to the recording's start.
 */
export class SecondAccumulator {
  private readonly buffers: Float64Array[];
  private filled = 0;
  private readonly perSecond: number;

  constructor(sampleRate: number, channels: number) {
    this.perSecond = Math.round(sampleRate);
    if (this.perSecond < 1 || channels < 1) throw new RangeError('a rate and channels are needed');
    this.buffers = Array.from({ length: channels }, () => new Float64Array(this.perSecond));
  }

  /** Adds one frame (samples per channel); returns the seconds it completed, each per channel. */
  push(frame: readonly ArrayLike<number>[]): Float64Array[][] {
    if (frame.length !== this.buffers.length) throw new RangeError('one block per channel');
    const length = frame[0]?.length ?? 0;
    const seconds: Float64Array[][] = [];
    for (let i = 0; i < length; i++) {
      this.buffers.forEach((buffer, c) => (buffer[this.filled] = frame[c]![i]!));
      if (++this.filled === this.perSecond) {
        seconds.push(this.buffers.map((buffer) => Float64Array.from(buffer)));
        this.filled = 0;
      }
    }
    return seconds;
  }
}
