/**
 * The query string parser of every route. Like Fastify's own (a repeated key gives an array, `+`
 * is a space), but strict about encoding: a value or key that is not valid percent-encoded UTF-8
 * (`%ED%A0%80`, a lone `%`) is not passed on as literal text — the query is marked, and the route
 * answers 40001 (platform/calls/register-calls.ts), so a filter never silently searches for the raw escape.
 */
export const MALFORMED_QUERY: unique symbol = Symbol('malformed query');

export type ParsedQuery = Record<string, string | string[]> & { [MALFORMED_QUERY]?: true };

function decode(part: string): string {
  return decodeURIComponent(part.replace(/\+/g, ' '));
}

export function parseQueryString(text: string): ParsedQuery {
  const query: ParsedQuery = Object.create(null) as ParsedQuery;
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    let key: string;
    let value: string;
    try {
      key = decode(at === -1 ? pair : pair.slice(0, at));
      value = at === -1 ? '' : decode(pair.slice(at + 1));
    } catch {
      query[MALFORMED_QUERY] = true;
      continue;
    }
    const seen = query[key];
    query[key] =
      seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return query;
}

/** Whether the parser marked this query as not decodable. */
export function isMalformedQuery(query: unknown): boolean {
  return typeof query === 'object' && query !== null && MALFORMED_QUERY in query;
}
