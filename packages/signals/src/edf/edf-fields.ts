/** Header field helpers for EDF+ (edfplus.info): fixed-width, space-padded, printable ASCII. */

const printable = /^[\x20-\x7e]*$/;

/** `text` left-aligned in `width` bytes; refuses what EDF cannot hold instead of garbling it. */
export function asciiField(text: string, width: number, field: string): string {
  if (!printable.test(text)) {
    throw new RangeError(`${field}: EDF+ allows printable ASCII only`);
  }
  if (text.length > width) throw new RangeError(`${field}: longer than ${width} characters`);
  return text.padEnd(width, ' ');
}

/** A number in at most `width` characters, as precise as fits ("-1638.4", "0.000123" → "1.23e-4"). */
export function numberField(value: number, width: number, field: string): string {
  if (!Number.isFinite(value)) throw new RangeError(`${field}: not a finite number`);
  let text = String(value);
  for (let digits = width; text.length > width && digits > 0; digits--) {
    text = String(Number(value.toPrecision(digits)));
  }
  if (text.length > width) {
    const integer = String(Math.round(value));
    if (integer.length > width) throw new RangeError(`${field}: ${value} does not fit`);
    text = integer;
  }
  return text.padEnd(width, ' ');
}

/** One word of an EDF+ identification subfield: spaces become "_", empty becomes "X". */
export function subfield(text: string | undefined): string {
  const word = (text ?? '').trim().replace(/\s+/g, '_');
  return word === '' ? 'X' : word;
}

const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** Calendar parts of an instant in a fixed UTC offset (EDF keeps local time without a zone). */
export function localParts(instant: Date, utcOffsetMinutes: number) {
  const shifted = new Date(instant.getTime() + utcOffsetMinutes * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** "02-MAR-2002", the EDF+ date of the identification fields. */
export function edfPlusDate(parts: { year: number; month: number; day: number }): string {
  return `${two(parts.day)}-${months[parts.month - 1]}-${parts.year}`;
}

/** "dd.mm.yy" and "hh.mm.ss" of the fixed header. */
export function edfStartFields(parts: ReturnType<typeof localParts>): {
  date: string;
  time: string;
} {
  if (parts.year < 1985 || parts.year > 2084) {
    throw new RangeError('startedAt: EDF dates run from 1985 to 2084');
  }
  return {
    date: `${two(parts.day)}.${two(parts.month)}.${two(parts.year % 100)}`,
    time: `${two(parts.hour)}.${two(parts.minute)}.${two(parts.second)}`,
  };
}
