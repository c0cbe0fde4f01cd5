import { describe, expect, it } from 'vitest';
import type { BiquadCoefficients } from './biquad';
import { butterworthHighPass, butterworthLowPass, notchFilter } from './butterworth';
import { channelFilterSections } from './channel-filter';

/**
 * Reference transfer functions from SciPy 1.17.1 (Python 3.11), printed with full float64
 * precision by:
 *
 *   from scipy import signal
 *   signal.butter(N, fc, btype, fs=fs)        # (b, a), Butterworth, bilinear transform
 *   signal.iirnotch(50, 30, fs)               # (b, a), −3 dB width 50/30 Hz
 *
 * Our filters are cascades of biquads; multiplying their numerators and denominators gives the
 * same polynomials scipy returns.
 */
const scipy = {
  250: {
    'highpass 4 0.5': {
      b: [
        0.9837151741297566, -3.9348606965190265, 5.90229104477854, -3.9348606965190265,
        0.9837151741297566,
      ],
      a: [1.0, -3.967162595948848, 5.902025861490879, -3.90255878482324, 0.9676955438131373],
    },
    'lowpass 4 45': {
      b: [
        0.03335084842611003, 0.13340339370444013, 0.2001050905566602, 0.13340339370444013,
        0.03335084842611003,
      ],
      a: [1.0, -1.096359599103112, 0.8683333744219263, -0.28174981242829766, 0.043389611927244054],
    },
    'highpass 2 0.5': {
      b: [0.991153595101663, -1.982307190203326, 0.991153595101663],
      a: [1.0, -1.9822289297925284, 0.9823854506141251],
    },
    'lowpass 8 30': {
      b: [
        8.218427107298559e-5, 0.0006574741685838847, 0.0023011595900435966, 0.004602319180087193,
        0.005752898975108991, 0.004602319180087193, 0.0023011595900435966, 0.0006574741685838847,
        8.218427107298559e-5,
      ],
      a: [
        1.0, -4.143802958194565, 8.073026010442971, -9.441837794626684, 7.176589681590152,
        -3.60505532173209, 1.163211749572623, -0.21961547662868183, 0.018523282970960172,
      ],
    },
    notch: {
      b: [0.9794827609814495, -0.6053536376811252, 0.9794827609814495],
      a: [1.0, -0.6053536376811252, 0.958965521962899],
    },
  },
  500: {
    'highpass 4 0.5': {
      b: [
        0.9918242120005331, -3.9672968480021322, 5.950945272003199, -3.9672968480021322,
        0.9918242120005331,
      ],
      a: [1.0, -3.983581258658521, 5.950878429266698, -3.951012436572832, 0.9837152675104786],
    },
    'lowpass 4 45': {
      b: [
        0.0033628151286823928, 0.013451260514729571, 0.020176890772094357, 0.013451260514729571,
        0.0033628151286823928,
      ],
      a: [1.0, -2.530819547514048, 2.580228779445846, -1.2184157627930148, 0.2228115729201349],
    },
    'highpass 6 1': {
      b: [
        0.9760157392943769, -5.856094435766261, 14.640236089415653, -19.52031478588754,
        14.640236089415653, -5.856094435766261, 0.9760157392943769,
      ],
      a: [
        1.0, -5.951447334984479, 14.758413952404254, -19.5191643872012, 14.521482981667377,
        -5.761891935232457, 0.9526067233503492,
      ],
    },
    'lowpass 2 45': {
      b: [0.05644846226073644, 0.11289692452147287, 0.05644846226073644],
      a: [1.0, -1.2246515810130951, 0.4504454300560409],
    },
    notch: {
      b: [0.9896361753628921, -1.6012649682336106, 0.9896361753628921],
      a: [1.0, -1.6012649682336106, 0.9792723507257841],
    },
  },
} as const;

function multiply(p: readonly number[], q: readonly number[]): number[] {
  const out = new Array<number>(p.length + q.length - 1).fill(0);
  p.forEach((x, i) => q.forEach((y, j) => (out[i + j]! += x * y)));
  return out;
}

/** The cascade as one transfer function (b, a), highest power of z⁻¹ last, like scipy's. */
function transferFunction(sections: readonly BiquadCoefficients[]) {
  return sections.reduce(
    (tf, { b0, b1, b2, a1, a2 }) => ({
      b: multiply(tf.b, [b0, b1, b2]),
      a: multiply(tf.a, [1, a1, a2]),
    }),
    { b: [1], a: [1] },
  );
}

function expectSame(actual: readonly number[], expected: readonly number[]) {
  expect(actual).toHaveLength(expected.length);
  // Relative to the largest coefficient: the polynomials of a 0.5 Hz corner are near-cancelling.
  const scale = Math.max(...expected.map(Math.abs));
  actual.forEach((value, i) => expect(Math.abs(value - expected[i]!) / scale).toBeLessThan(1e-12));
}

describe.each([250, 500] as const)('coefficients against scipy.signal at %i Hz', (fs) => {
  const reference = scipy[fs];
  const cases = Object.entries(reference).filter(([name]) => name !== 'notch');

  it.each(cases)('butter: %s', (name, expected) => {
    const [kind, order, corner] = name.split(' ');
    const design = kind === 'highpass' ? butterworthHighPass : butterworthLowPass;
    const { b, a } = transferFunction(design(Number(order) as 2 | 4 | 6 | 8, Number(corner), fs));
    expectSame(b, expected.b);
    expectSame(a, expected.a);
  });

  it('iirnotch(50, Q = 30)', () => {
    const { b, a } = transferFunction([notchFilter(50, fs, 30)]);
    expectSame(b, reference.notch.b);
    expectSame(a, reference.notch.a);
  });

  it('the EEG chain is the notch, then the order-4 high-pass and low-pass scipy designs', () => {
    const chain = transferFunction(
      channelFilterSections({ sampleRate: fs, notchHz: 50, bandPass: [0.5, 45], order: 4 }),
    );
    const { notch } = reference;
    const high = reference['highpass 4 0.5'];
    const low = reference['lowpass 4 45'];
    expectSame(chain.b, multiply(multiply(notch.b, high.b), low.b));
    expectSame(chain.a, multiply(multiply(notch.a, high.a), low.a));
  });
});
