/*
 * Form fields hold text; the records hold `null` for "not filled" and numbers for numbers. These
 * convert both ways, so the form shows exactly the record and saves exactly what was typed.
 */

/** A record value as a field shows it: `null` → '', numbers as digits. */
export function fieldText(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A field's text as the record holds it: blank → `null`, otherwise trimmed. */
export function textOrNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * A numeric field's text: blank → `null`, else `Number(text)`. Anything that is not a number
 * becomes `NaN`, which the contract's number rule refuses with its own message ("…必须是数字").
 */
export function numberOrNull(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}
