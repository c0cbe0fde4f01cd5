import { audited } from '../platform/calls/audited';
import { signedIn, type Handlers } from '../platform/calls/context';
import { defaultIdentifierSystems, type IdentifierSystems } from '../fhir/systems';
import { confirmImport, previewImport } from './patient-import';

/*
 * 从 HIS 导入患者 (issue 31, part 2). The gate lets holders of 'patient:import' (admins) in. Both
 * calls are audited writes: the preview stores the Bundle as read (its line counts the entries by
 * status), the confirmation writes the patients with its line in the same transaction (counts and
 * the new patients' ids; never a name or an identifier).
 */
const entity = 'patientImport';

export function patientImportHandlers(parts: {
  systems?: Partial<IdentifierSystems> | undefined;
}): Pick<Handlers, 'previewPatientImport' | 'confirmPatientImport'> {
  const systems = { ...defaultIdentifierSystems, ...parts.systems };
  return {
    previewPatientImport: (ctx) => {
      const { session, body } = signedIn(ctx);
      return audited(
        ctx,
        { action: 'previewPatientImport', entity },
        (trx) => previewImport(trx, body, systems, session.userId, new Date()),
        (preview) => preview.previewId,
        (preview) => ({ counts: preview.counts }),
      );
    },
    confirmPatientImport: (ctx) => {
      const { session, body } = signedIn(ctx);
      return audited(
        ctx,
        { action: 'confirmPatientImport', entity, entityId: body.previewId },
        (trx) => confirmImport(trx, body.previewId, session.userId, new Date()),
        undefined,
        (result) => ({
          imported: result.imported,
          updated: result.updated,
          skipped: result.skipped,
          patientIds: result.patientIds,
        }),
      );
    },
  };
}
