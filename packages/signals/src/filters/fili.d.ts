// The parts of the npm package `fili` (no types of its own) that `butterworth.ts` uses.
declare module 'fili' {
  /** One second-order section as fili computes it: k·(b0 + b1 z⁻¹ + b2 z⁻²) / (1 + a1 z⁻¹ + a2 z⁻²). */
  export interface FiliSection {
    k: number;
    a: [a1: number, a2: number];
    b: [b0: number, b1: number, b2: number];
  }
  interface FiliCascadeParams {
    /** Number of second-order sections (fili's "order"): a Butterworth of order 2n has n. */
    order: number;
    characteristic: 'butterworth' | 'bessel';
    Fs: number;
    Fc: number;
  }
  type FiliDesign = (params: FiliCascadeParams) => FiliSection[];
  interface FiliCascades {
    lowpass: FiliDesign;
    highpass: FiliDesign;
  }
  /** One section from fili's Audio EQ Cookbook formulas; Q is the cookbook's. */
  interface FiliCoeffs {
    bandstop(params: { Fs: number; Fc: number; Q: number }): FiliSection;
  }
  const fili: { CalcCascades: new () => FiliCascades; IirCoeffs: new () => FiliCoeffs };
  export default fili;
}
