import { fhirJsonType } from '@cep/contract';
import type { Handler } from '../../platform/calls/context';
import { signedIn } from '../../platform/calls/context';
import { audited } from '../../platform/calls/audited';
import { ApiError } from '../../platform/http/api-error';
import { reportPdf } from '../../reports/report-document';
import { fhirBase } from '../base-url';
import { pagingOf, searchset } from '../bundle';
import { fhirContext } from '../context';
import { fhirScopeOf } from '../scope';
import { sendResource } from '../respond';
import {
  findReport,
  monthPeriod,
  parseReportId,
  reportTitle,
  searchReports,
  toDiagnosticReport,
} from './diagnostic-report';

/*
 * The DiagnosticReport and Binary handlers (issue 31). Reads and searches are audited as reads of
 * patient data; the PDF (Binary) as GET /api/report/pdf is, with the patient and the period.
 */

/** Media types that ask a Binary read for the FHIR resource rather than the PDF itself. */
const fhirTypes = new Set([fhirJsonType, 'application/json', 'application/json+fhir', 'json']);

/**
 * FHIR's Binary read: a FHIR format (`_format`, or an Accept naming FHIR JSON) gets the Binary
 * resource with the PDF in base64; anything else (application/pdf, any) gets the PDF itself.
 */
function wantsResource(accept: string | undefined, format: string | undefined): boolean {
  const media = (value: string) => value.split(';')[0]?.trim().toLowerCase() ?? '';
  if (format !== undefined) {
    if (fhirTypes.has(media(format))) return true;
    if (media(format) === 'application/pdf') return false;
    throw new ApiError(40601);
  }
  const types = (accept ?? '').split(',').map(media);
  if (
    types.includes('application/pdf') ||
    types.includes('*/*') ||
    types.includes('application/*')
  ) {
    return false;
  }
  if (types.some((type) => fhirTypes.has(type))) return true;
  if (types.every((type) => type === '')) return false;
  throw new ApiError(40601);
}

export function fhirReportHandlers() {
  const read: Handler<'fhirReadDiagnosticReport'> = async (ctx) => {
    const fhir = fhirContext(ctx);
    const row = await audited(
      ctx,
      {
        action: 'fhirReadDiagnosticReport',
        entity: 'fhir/DiagnosticReport',
        entityId: ctx.params.id,
        read: true,
      },
      (db) => findReport(db, fhir.scope, parseReportId(ctx.params.id), 'DiagnosticReport'),
    );
    return sendResource(ctx.reply, toDiagnosticReport(row, fhir));
  };

  const search: Handler<'fhirSearchDiagnosticReport'> = async (ctx) => {
    const fhir = fhirContext(ctx);
    const paging = pagingOf(ctx.query);
    const { rows, total } = await searchReports(fhir.db, ctx.query, fhir.scope, paging);
    await ctx.audit({
      action: 'fhirSearchDiagnosticReport',
      entity: 'fhir/DiagnosticReport',
      outcome: 'success',
      read: true,
      detail: { ids: rows.map((row) => `${row.patient_id}/${row.month}`), total },
    });
    const resources = rows.map((row) => toDiagnosticReport(row, fhir));
    return sendResource(
      ctx.reply,
      searchset(ctx.request, 'DiagnosticReport', resources, total, paging),
    );
  };

  const binary: Handler<'fhirReadBinary'> = async (ctx) => {
    const { session, request } = signedIn(ctx);
    const resource = wantsResource(request.headers.accept, ctx.query._format);
    const scope = fhirScopeOf(session);
    const parsed = parseReportId(ctx.params.id, 'binary');
    const { pdf, patientId, period } = await audited(
      ctx,
      {
        action: 'fhirReadBinary',
        entity: 'fhir/Binary',
        entityId: ctx.params.id,
        read: true,
        detail: { format: 'pdf' },
      },
      async (db) => {
        const row = await findReport(db, scope, parsed, 'Binary');
        const period = monthPeriod(row.month);
        const title = reportTitle(row.month);
        return {
          pdf: await reportPdf(db, session, row.patient_id, period, title),
          patientId: row.patient_id,
          period,
        };
      },
      undefined,
      (result) => ({ format: 'pdf', patientId: result.patientId, ...result.period }),
    );
    if (resource) {
      return sendResource(ctx.reply, {
        resourceType: 'Binary',
        id: ctx.params.id,
        contentType: 'application/pdf',
        securityContext: { reference: `Patient/${patientId}` },
        data: pdf.toString('base64'),
      });
    }
    return ctx.reply
      .code(200)
      .type('application/pdf')
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `inline; filename="report-${patientId}-${period.from}-${period.to}.pdf"`,
      )
      .header('content-location', `${fhirBase(request)}/Binary/${ctx.params.id}`)
      .send(pdf);
  };

  return {
    fhirReadDiagnosticReport: read,
    fhirSearchDiagnosticReport: search,
    fhirReadBinary: binary,
  };
}
