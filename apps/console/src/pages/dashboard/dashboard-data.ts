import type { SignInsOfDay } from '@cep/contract';
import type { Locale } from '@cep/ui';

/**
 * `11月23日` / `11/23` for a `YYYY-MM-DD` day of the server (a China Standard Time date): read as
 * a calendar date, not an instant, so the browser's time zone cannot move it to the day before;
 * spelled here, not by Intl, so every runtime (and its ICU data) writes it the same.
 */
export function dayLabel(day: string, locale: Locale): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const month = Number(match[1]);
  const date = Number(match[2]);
  return locale === 'zh-CN' ? `${month}月${date}日` : `${month}/${date}`;
}

/** The chart's categories (days) and its one series (sign-ins), oldest day first. */
export function signInsSeries(days: readonly SignInsOfDay[], locale: Locale) {
  return {
    categories: days.map((item) => dayLabel(item.day, locale)),
    counts: days.map((item) => item.count),
  };
}

/** What a patient can do from 首页, each a page of the main areas. */
export type PatientDestination = 'training' | 'signals' | 'community';

const destinationPaths: ReadonlyArray<readonly [PatientDestination, string]> = [
  ['training', '/cognitive-training'],
  ['signals', '/MPSA'],
  ['community', '/communityModule'],
];

/**
 * The patient's big buttons: only the areas their menu has (the paths the server sent them,
 * hidden ones excluded), in a fixed order, training first.
 */
export function patientDestinations(
  menuPaths: Iterable<string>,
): Array<{ kind: PatientDestination; path: string }> {
  const permitted = new Set(menuPaths);
  return destinationPaths
    .filter(([, path]) => permitted.has(path))
    .map(([kind, path]) => ({ kind, path }));
}
