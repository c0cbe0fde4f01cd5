/** A page number, or a gap standing for the pages skipped before / after the current one. */
export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** How many items are shown at most: first, last, current ± 1 and two gaps. */
const SLOTS = 7;

/**
 * The page buttons to show for `page` of `pageCount` (both 1-based): every page when there are
 * 7 or fewer, otherwise the first and last page, the current page with its neighbours, and a gap
 * wherever pages are skipped — always 7 items, so the buttons do not jump around.
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  const count = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);

  if (count <= SLOTS) return range(1, count);
  if (current <= 4) return [...range(1, 5), 'ellipsis-end', count];
  if (current >= count - 3) return [1, 'ellipsis-start', ...range(count - 4, count)];
  return [1, 'ellipsis-start', current - 1, current, current + 1, 'ellipsis-end', count];
}
