/** A seeded generator (mulberry32): stories and tests replay the same stimuli. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in 0..count-1. */
export function pick(random: () => number, count: number): number {
  return Math.min(count - 1, Math.floor(random() * count));
}

/** A shuffled copy (Fisher–Yates). */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = pick(random, i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** `count` flags, `Math.round(count * ratio)` of them true, in random order. */
export function shuffledFlags(count: number, ratio: number, random: () => number): boolean[] {
  const trues = Math.round(count * ratio);
  return shuffle(
    Array.from({ length: count }, (_, i) => i < trues),
    random,
  );
}
