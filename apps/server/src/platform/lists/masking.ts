/*
 * Personal numbers on screen (issue 12): lists and details show phone and ID-card numbers masked;
 * the full value leaves the server only through the audited reveal calls (or to their owner).
 * A masked value contains `*`, which the contract's phone and ID rules refuse, so an edit that
 * sends a masked value back can never overwrite the stored number.
 */

/** 13812345678 → 138****5678: the operator prefix and the last four digits stay. */
export function maskPhone(value: string | null): string | null {
  if (value === null) return null;
  if (value.length <= 7) return '*'.repeat(value.length);
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
}

/** 110105194912310021 → 110***********0021: the province/city prefix and the last four stay. */
export function maskIdentityCard(value: string | null): string | null {
  if (value === null) return null;
  if (value.length <= 7) return '*'.repeat(value.length);
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
}
