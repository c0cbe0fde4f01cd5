/**
 * True when the person has asked their system for less motion (`prefers-reduced-motion: reduce`):
 * counts show their end at once and scrolling jumps instead of gliding. False outside a browser.
 */
export const reducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
