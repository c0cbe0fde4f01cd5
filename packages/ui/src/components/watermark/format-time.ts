/** `2026-11-23 15:04` in local time: one unambiguous form, whatever the language. */
export function formatWatermarkTime(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(
    date.getHours(),
  )}:${two(date.getMinutes())}`;
}
