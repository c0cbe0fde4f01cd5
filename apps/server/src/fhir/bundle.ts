import type { FastifyRequest } from 'fastify';
import { fhirBase } from './base-url';

/*
 * A searchset Bundle (issue 31): the page's resources, the total that matched, and links a client
 * follows to page (self, first, previous, next, last), each the request's own URL with `_offset`
 * moved. Resources the search includes besides its matches (none yet) would be `mode: include`.
 */

/** Any FHIR resource we emit: its type and id at least. */
export interface FhirResource {
  resourceType: string;
  id?: string;
  [field: string]: unknown;
}

/** Default and largest page (`_count`): bounded, so one request never reads a table. */
export const defaultPageSize = 20;

export interface Paging {
  count: number;
  offset: number;
}

/** The page a search asked for. */
export function pagingOf(query: {
  _count?: number | undefined;
  _offset?: number | undefined;
}): Paging {
  return { count: query._count ?? defaultPageSize, offset: query._offset ?? 0 };
}

/** The request's query string with `_offset` replaced (and `_count` kept). */
function pageUrl(request: FastifyRequest, path: string, offset: number): string {
  const params = new URLSearchParams(request.url.split('?')[1] ?? '');
  params.delete('_offset');
  if (offset > 0) params.set('_offset', String(offset));
  const text = params.toString();
  return `${fhirBase(request)}/${path}${text ? `?${text}` : ''}`;
}

/** A searchset Bundle of `resources` (one page of `total`) for the search at `path`. */
export function searchset(
  request: FastifyRequest,
  path: string,
  resources: FhirResource[],
  total: number,
  paging: Paging,
): FhirResource {
  const base = fhirBase(request);
  const link = [{ relation: 'self', url: pageUrl(request, path, paging.offset) }];
  if (paging.count > 0) {
    const last = total === 0 ? 0 : Math.floor((total - 1) / paging.count) * paging.count;
    link.push({ relation: 'first', url: pageUrl(request, path, 0) });
    if (paging.offset > 0) {
      link.push({
        relation: 'previous',
        url: pageUrl(
          request,
          path,
          Math.max(0, Math.min(paging.offset, last + paging.count) - paging.count),
        ),
      });
    }
    if (paging.offset + paging.count < total) {
      link.push({ relation: 'next', url: pageUrl(request, path, paging.offset + paging.count) });
    }
    link.push({ relation: 'last', url: pageUrl(request, path, last) });
  }
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total,
    link,
    // FHIR JSON never holds an empty array: an empty page has no `entry`.
    ...(resources.length > 0
      ? {
          entry: resources.map((resource) => ({
            fullUrl: `${base}/${resource.resourceType}/${resource.id}`,
            resource,
            search: { mode: 'match' },
          })),
        }
      : {}),
  };
}
