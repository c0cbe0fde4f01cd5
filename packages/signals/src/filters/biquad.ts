/**
 * Second-order IIR sections (biquads), run in transposed direct form II in float64, which stays
 * stable for the 0.5 Hz high-pass at 500 Hz. Their coefficients come from `fili` (butterworth.ts).
 */
export interface BiquadCoefficients {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/** |H| of a cascade at `frequency`, as a gain (1 = unchanged). */
export function cascadeGain(
  sections: readonly BiquadCoefficients[],
  frequency: number,
  sampleRate: number,
): number {
  const w = (2 * Math.PI * frequency) / sampleRate;
  const c1 = Math.cos(w);
  const s1 = Math.sin(w);
  const c2 = Math.cos(2 * w);
  const s2 = Math.sin(2 * w);
  let gain = 1;
  for (const { b0, b1, b2, a1, a2 } of sections) {
    // H(e^{jw}) = (b0 + b1 e^{-jw} + b2 e^{-2jw}) / (1 + a1 e^{-jw} + a2 e^{-2jw})
    const nr = b0 + b1 * c1 + b2 * c2;
    const ni = -(b1 * s1 + b2 * s2);
    const dr = 1 + a1 * c1 + a2 * c2;
    const di = -(a1 * s1 + a2 * s2);
    gain *= Math.hypot(nr, ni) / Math.hypot(dr, di);
  }
  return gain;
}

/** A running cascade of biquads: keeps its state between blocks so frames join seamlessly. */
export class BiquadCascade {
  private readonly state: Float64Array;

  constructor(readonly sections: readonly BiquadCoefficients[]) {
    this.state = new Float64Array(sections.length * 2);
  }

  /** Filters a block, returning a new array; the state carries over to the next block. */
  process(input: ArrayLike<number>): Float64Array {
    const output = Float64Array.from(input);
    this.sections.forEach(({ b0, b1, b2, a1, a2 }, k) => {
      let z1 = this.state[2 * k]!;
      let z2 = this.state[2 * k + 1]!;
      for (let i = 0; i < output.length; i++) {
        const x = output[i]!;
        const y = b0 * x + z1;
        z1 = b1 * x - a1 * y + z2;
        z2 = b2 * x - a2 * y;
        output[i] = y;
      }
      this.state[2 * k] = z1;
      this.state[2 * k + 1] = z2;
    });
    return output;
  }

  reset(): void {
    this.state.fill(0);
  }
}
