import type { Handler } from '../platform/calls/context';
import { buildInfo } from '../platform/build-info';
import { pagingOf, searchset, type FhirResource } from './bundle';
import { capabilityStatement } from './capability';
import { fhirContext, type CompartmentReader } from './context';
import { readPatient, searchPatients, toFhirPatient } from './patient';
import { requireJson, sendResource } from './respond';
import { numericId } from './scope';
import { defaultIdentifierSystems, type IdentifierSystems } from './systems';

/*
 * The FHIR R4 interface's handlers (issue 31). Every read is audited as a read of patient data
 * (`fhir/<type>`, the ids shown); refusals are audited by the call gate (40301) or here.
 */

/** The most resources of one kind `$everything` returns for a patient. */
export const everythingLimitPerKind = 500;

/** When the server started: the CapabilityStatement's date. */
const startedAt = new Date().toISOString();

export interface FhirParts {
  /** The hospital's identifier systems (FHIR_MRN_SYSTEM, FHIR_ID_CARD_SYSTEM). */
  systems?: Partial<IdentifierSystems> | undefined;
  /** The other kinds of a patient's compartment, for `$everything` (wired in handlers.ts). */
  compartment?: CompartmentReader[];
}

export function fhirHandlers(parts: FhirParts = {}) {
  const systems = { ...defaultIdentifierSystems, ...parts.systems };
  const compartment = parts.compartment ?? [];

  const metadata: Handler<'fhirMetadata'> = (ctx) => {
    requireJson(ctx.request, ctx.query._format);
    return sendResource(ctx.reply, capabilityStatement(buildInfo().version, startedAt));
  };

  const readOne: Handler<'fhirReadPatient'> = async (ctx) => {
    const fhir = fhirContext(ctx, systems);
    const id = numericId(ctx.params.id);
    const row = await readPatient(fhir.db, id, fhir.scope);
    await ctx.audit({
      action: 'fhirReadPatient',
      entity: 'fhir/Patient',
      entityId: id,
      outcome: 'success',
      read: true,
    });
    return sendResource(ctx.reply, toFhirPatient(row, fhir));
  };

  const search: Handler<'fhirSearchPatient'> = async (ctx) => {
    const fhir = fhirContext(ctx, systems);
    const paging = pagingOf(ctx.query);
    const { rows, total } = await searchPatients(fhir.db, ctx.query, fhir.scope, systems, paging);
    await ctx.audit({
      action: 'fhirSearchPatient',
      entity: 'fhir/Patient',
      outcome: 'success',
      read: true,
      detail: { ids: rows.map((row) => row.id), total },
    });
    const resources = rows.map((row) => toFhirPatient(row, fhir));
    return sendResource(ctx.reply, searchset(ctx.request, 'Patient', resources, total, paging));
  };

  const everything: Handler<'fhirPatientEverything'> = async (ctx) => {
    const fhir = fhirContext(ctx, systems);
    const id = numericId(ctx.params.id);
    const patient = toFhirPatient(await readPatient(fhir.db, id, fhir.scope), fhir);
    const kinds = await Promise.all(
      compartment.map((read) => read(fhir, id, everythingLimitPerKind)),
    );
    const all: FhirResource[] = [patient, ...kinds.flat()];
    const paging = pagingOf({ _count: ctx.query._count ?? 100, _offset: ctx.query._offset });
    const page = all.slice(paging.offset, paging.offset + paging.count);
    await ctx.audit({
      action: 'fhirPatientEverything',
      entity: 'fhir/Patient',
      entityId: id,
      outcome: 'success',
      // The whole record leaving the system, as an export: a synchronous line, kept for good
      // (never a `read` line, which the retention job purges).
      detail: { resources: all.length },
    });
    return sendResource(
      ctx.reply,
      searchset(ctx.request, `Patient/${id}/$everything`, page, all.length, paging),
    );
  };

  return {
    fhirMetadata: metadata,
    fhirReadPatient: readOne,
    fhirSearchPatient: search,
    fhirPatientEverything: everything,
  };
}
