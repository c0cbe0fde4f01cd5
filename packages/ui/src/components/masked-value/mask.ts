/**
 * Masks the middle of a personal number, keeping `start` characters before and `end` after:
 * `maskMiddle('13812345678', 3, 4)` is `138****5678`. Too short to keep both ends: all masked.
 */
export function maskMiddle(value: string, start: number, end: number): string {
  const chars = Array.from(value);
  if (chars.length <= start + end) return '*'.repeat(chars.length);
  return (
    chars.slice(0, start).join('') +
    '*'.repeat(chars.length - start - end) +
    chars.slice(chars.length - end).join('')
  );
}

/** An ID card number as lists show it: `110***********1234`. */
export function maskIdCard(value: string): string {
  return maskMiddle(value, 3, 4);
}

/** A mobile number as lists show it: `138****5678`. */
export function maskPhone(value: string): string {
  return maskMiddle(value, 3, 4);
}
