// The spec's number formatter: SI steps of 1000. Lower-case `k` as in SI; `G` (not `B`) because
// the same letters read the same in Chinese and English pages.
const UNITS = [
  { symbol: 'k', size: 1e3 },
  { symbol: 'M', size: 1e6 },
  { symbol: 'G', size: 1e9 },
  { symbol: 'T', size: 1e12 },
  { symbol: 'P', size: 1e15 },
  { symbol: 'E', size: 1e18 },
] as const;

/**
 * A count in a short form: `1234` → `1.2k`, `1_500_000` → `1.5M`, up to `E` (10^18).
 * Below 1000 the number is written as it is (`999`, `0`, `12.5`); a negative number keeps its sign
 * (`-1234` → `-1.2k`). Rounding that reaches 1000 moves up a unit (`999_950` → `1M`, not `1000k`),
 * and trailing zeros are dropped (`1000` → `1k`, not `1.0k`).
 *
 * @param digits - decimals kept after rounding, 0–100.
 * @returns the text, or `''` for `NaN` and ±Infinity.
 */
export function numberUnit(n: number, digits = 1): string {
  if (!Number.isFinite(n)) return '';
  const magnitude = Math.abs(n);
  if (magnitude < UNITS[0].size) return String(n);
  // The largest unit not above the number; past 10^21 it stays `E` (`1000000E`).
  let index = UNITS.length - 1;
  while (magnitude < UNITS[index]!.size) index -= 1;
  let text = (magnitude / UNITS[index]!.size).toFixed(digits);
  if (Number(text) >= 1000 && index < UNITS.length - 1) {
    index += 1;
    text = (magnitude / UNITS[index]!.size).toFixed(digits);
  }
  const trimmed = text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
  return `${n < 0 ? '-' : ''}${trimmed}${UNITS[index]!.symbol}`;
}
