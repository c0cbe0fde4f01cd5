import type { Locale } from '@cep/ui';

/** `2026/11/23 09:05` in the user's language: when a post, an announcement or a read was made. */
export function timeText(epochMs: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(epochMs),
  );
}
