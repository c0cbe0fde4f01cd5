// The declaration travels with this file: the server and the console compile @cep/signals from
// source (the `source` condition), and their programs would not otherwise include it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- see above
/// <reference path="./fili.d.ts" />
// Filter design from `fili` (npm, MIT): its Butterworth cascades are the bilinear transform with
// the corner pre-warped, the same design as scipy.signal.butter, so the coefficients can be checked
// against scipy's (filters/butterworth.test.ts). We keep only the running of the sections
// (`BiquadCascade`): fili's own runner keeps no float64 state we can reset per channel.
import fili from 'fili';
import type { FiliSection } from 'fili';
import type { BiquadCoefficients } from './biquad';

/** Butterworth orders the filters offer: an even order is a whole number of biquads. */
export const butterworthOrders = [2, 4, 6, 8] as const;
export type ButterworthOrder = (typeof butterworthOrders)[number];

const cascades = new fili.CalcCascades();
const sections = new fili.IirCoeffs();

function checkCorner(frequency: number, sampleRate: number): void {
  if (!(frequency > 0 && frequency < sampleRate / 2)) {
    throw new RangeError(`frequency ${frequency} Hz must lie between 0 and ${sampleRate / 2} Hz`);
  }
}

function toBiquad({ k, a, b }: FiliSection): BiquadCoefficients {
  return { b0: k * b[0], b1: k * b[1], b2: k * b[2], a1: a[0], a2: a[1] };
}

/** The biquads of a Butterworth low-pass of `order` with its −3 dB corner at `frequency`. */
export function butterworthLowPass(
  order: ButterworthOrder,
  frequency: number,
  sampleRate: number,
): BiquadCoefficients[] {
  checkCorner(frequency, sampleRate);
  return cascades
    .lowpass({ order: order / 2, characteristic: 'butterworth', Fs: sampleRate, Fc: frequency })
    .map(toBiquad);
}

/** The biquads of a Butterworth high-pass of `order` with its −3 dB corner at `frequency`. */
export function butterworthHighPass(
  order: ButterworthOrder,
  frequency: number,
  sampleRate: number,
): BiquadCoefficients[] {
  checkCorner(frequency, sampleRate);
  return cascades
    .highpass({ order: order / 2, characteristic: 'butterworth', Fs: sampleRate, Fc: frequency })
    .map(toBiquad);
}

/**
 * A second-order notch at `frequency` whose −3 dB width is `frequency / quality` Hz (the width
 * scipy.signal.iirnotch and MATLAB's iirnotch mean by Q). fili's band-stop takes the Audio EQ
 * Cookbook's Q, whose bandwidth is that of the analogue prototype; the Q handed to it here is the
 * one that gives the same poles as iirnotch: sin(w0) / (2·tan(w0 / 2Q)).
 */
export function notchFilter(
  frequency: number,
  sampleRate: number,
  quality: number,
): BiquadCoefficients {
  checkCorner(frequency, sampleRate);
  const w0 = (2 * Math.PI * frequency) / sampleRate;
  const cookbookQ = Math.sin(w0) / (2 * Math.tan(w0 / (2 * quality)));
  // Straight from fili's section formulas: its cascade designer would replace Q by Butterworth's.
  return toBiquad(sections.bandstop({ Fs: sampleRate, Fc: frequency, Q: cookbookQ }));
}
