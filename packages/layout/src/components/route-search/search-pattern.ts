/** Spec §9: the longest pattern the fuzzy search takes; a longer query is cut to this length. */
export const SEARCH_PATTERN_MAX = 32;

/** The pattern a query searches for: trimmed, cut to `SEARCH_PATTERN_MAX` characters. */
export function searchPattern(query: string): string {
  return Array.from(query.trim()).slice(0, SEARCH_PATTERN_MAX).join('');
}
