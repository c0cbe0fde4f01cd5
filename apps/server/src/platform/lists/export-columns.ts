import type { Locale } from '@cep/contract';
import type { ExportColumn } from './export-rows';

/*
 * The columns of each export, headers in the caller's language. Phone and ID-card numbers are
 * written masked, as the lists show them: an export is a bulk copy leaving the system, and the
 * audited per-record reveal stays the only way to a full number.
 */

type Headers<K extends string> = Record<K, Record<Locale, string>>;

/** An export's columns, each header in `locale` beside how a row gives its cell. */
export function columnsIn<R, K extends string>(
  locale: Locale,
  headers: Headers<K>,
  values: Record<K, ExportColumn<R>['value']>,
): ExportColumn<R>[] {
  return (Object.keys(headers) as K[]).map((key) => ({
    header: headers[key][locale],
    value: values[key],
  }));
}
