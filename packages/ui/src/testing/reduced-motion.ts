// Story-only helper (not exported by the package): a story's `beforeEach` that makes
// `matchMedia('(prefers-reduced-motion: reduce)')` match, as for a person who has asked for less
// motion, and puts the real one back after the story.
export function prefersReducedMotion(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      ...original.call(window, query),
      matches: query.includes('prefers-reduced-motion: reduce') || original(query).matches,
      media: query,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}
