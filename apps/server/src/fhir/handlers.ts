import type { CallName } from '@cep/contract';
import type { CallContext, Handler } from '../platform/calls/context';
import { pagingOf, searchset, type FhirResource, type Paging } from './bundle';
import { fhirContext, type FhirContext } from './context';
import { sendResource } from './respond';

/*
 * The two shapes of a FHIR handler (issue 31): a read of `type/{id}` and a search of `type`, each
 * audited as a read of patient data (`fhir/<type>`; the id read, or the ids shown and the total)
 * and answered as FHIR JSON. A resource kind supplies only how it loads and finds.
 */

/** One page of a search's matches, and how many match in all. */
export interface Found {
  resources: FhirResource[];
  total: number;
}

/**
 * A read of `type/{id}`: `load` answers the resource or throws the refusal; `detail`, when given,
 * adds to the audit line (e.g. whose record it was).
 */
export function fhirRead<N extends CallName>(
  action: N,
  type: string,
  load: (fhir: FhirContext, id: string) => Promise<FhirResource>,
  detail?: (resource: FhirResource) => Record<string, unknown>,
): Handler<N> {
  return async (ctx: CallContext<N>) => {
    const fhir = fhirContext(ctx);
    const { id } = ctx.params as { id: string };
    const resource = await load(fhir, id);
    await ctx.audit({
      action,
      entity: `fhir/${type}`,
      entityId: id,
      outcome: 'success',
      read: true,
      ...(detail ? { detail: detail(resource) } : {}),
    });
    return sendResource(ctx.reply, resource);
  };
}

/** A search of `type`: `find` answers one page of the matches and their total. */
export function fhirSearch<N extends CallName>(
  action: N,
  type: string,
  find: (fhir: FhirContext, query: CallContext<N>['query'], paging: Paging) => Promise<Found>,
): Handler<N> {
  return async (ctx: CallContext<N>) => {
    const fhir = fhirContext(ctx);
    const paging = pagingOf(ctx.query as { _count?: number; _offset?: number });
    const { resources, total } = await find(fhir, ctx.query, paging);
    await ctx.audit({
      action,
      entity: `fhir/${type}`,
      outcome: 'success',
      read: true,
      detail: { ids: resources.map((resource) => resource.id), total },
    });
    return sendResource(ctx.reply, searchset(ctx.request, type, resources, total, paging));
  };
}
