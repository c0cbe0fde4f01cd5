/** How a counted number is written. */
export interface CountFormat {
  /** Digits after the decimal mark. @default 0 */
  decimals?: number;
  /** Between groups of thousands; `''` for none. @default ',' */
  separator?: string;
  /** The decimal mark. @default '.' */
  decimal?: string;
  /** Before the number, e.g. `¥`. @default '' */
  prefix?: string;
  /** After the number, e.g. ` 次`. @default '' */
  suffix?: string;
}

/**
 * `value` as `CountTo` writes it: rounded to `decimals`, thousands grouped with `separator`,
 * the sign kept before the prefix (`-¥1,234.50`).
 */
export function formatCountValue(
  value: number,
  { decimals = 0, separator = ',', decimal = '.', prefix = '', suffix = '' }: CountFormat = {},
): string {
  const places = Math.max(0, Math.min(20, Math.trunc(decimals)));
  const fixed = Math.abs(value).toFixed(places);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = separator ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator) : whole;
  // -0.00 after rounding is written without its sign.
  const negative = value < 0 && Number(fixed) !== 0;
  return `${negative ? '-' : ''}${prefix}${grouped}${fraction ? decimal + fraction : ''}${suffix}`;
}
