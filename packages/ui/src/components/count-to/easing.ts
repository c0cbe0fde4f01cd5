/** How a count moves from its start to its end: `t` and the result both run from 0 to 1. */
export type Easing = (t: number) => number;

/** The named easings of `CountTo`. */
export const easings = {
  linear: (t) => t,
  /** Quick at first, settling slowly on the end (the classic count-to feel). */
  easeOutExpo: (t) => (t >= 1 ? 1 : 1 - 2 ** (-10 * t)),
  /** Gentle at both ends. */
  easeInOutCubic: (t) => (t < 0.5 ? 4 * t ** 3 : 1 - (-2 * t + 2) ** 3 / 2),
} satisfies Record<string, Easing>;

export type EasingName = keyof typeof easings;
