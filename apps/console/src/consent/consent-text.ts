import type { ConsentText } from '@cep/contract';
import type { Locale } from '@cep/ui';

/** A text's title and body in the person's language. */
export function wordsOf(text: ConsentText, locale: Locale): { title: string; body: string } {
  return locale === 'en-US'
    ? { title: text.titleEn, body: text.bodyEn }
    : { title: text.titleZh, body: text.bodyZh };
}

/** A date of the server (ISO) as the person reads it: 2026-11-28. */
export function dayOf(iso: string): string {
  return iso.slice(0, 10);
}
