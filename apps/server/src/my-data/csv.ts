/*
 * The archive's tables as CSV (RFC 4180: comma, CRLF, fields with a comma, quote or line break
 * quoted), UTF-8 with a BOM so Excel opens the Chinese right.
 */

export type CsvCell = string | number | boolean | null | undefined;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The table as CSV bytes: one header line, then a line per row. */
export function csvBytes(headers: readonly string[], rows: readonly CsvCell[][]): Buffer {
  const lines = [headers, ...rows].map((row) => row.map(cell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
