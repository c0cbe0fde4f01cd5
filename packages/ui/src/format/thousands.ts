// Digits followed by a multiple of three digits up to the end: where a comma goes.
const GROUP = /\B(?=(\d{3})+$)/g;

/**
 * A number with a comma between each group of three integer digits, as both zh-CN and en-US
 * write them: `1234567.891` → `1,234,567.891`. The decimals are kept as they are (no rounding,
 * unlike `toLocaleString`, which keeps 3).
 *
 * @returns the text, or `''` for `NaN` and ±Infinity.
 */
export function formatThousands(n: number): string {
  if (!Number.isFinite(n)) return '';
  const [whole = '', fraction] = String(n).split('.');
  // Exponent forms (`1e+21`, `1e-7`) have no digits to group and stay as they are.
  if (!/^-?\d+$/.test(whole)) return String(n);
  const grouped = whole.replace(GROUP, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
