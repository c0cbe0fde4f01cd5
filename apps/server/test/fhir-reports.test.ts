import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import {
  fhirDemo,
  readFhir,
  type Bundle,
  type FhirDemo,
  type Resource,
  type Who,
} from './fhir-support';
import { fhirProblems } from './fhir-validator';
import { startTestApp, type TestApp } from './harness';

/*
 * Issue 31: the monthly training report as FHIR DiagnosticReport, its PDF (made by the server, in
 * the shipped Noto Sans SC) as presentedForm, and the same PDF at GET /api/report/pdf. The PDF's
 * text layer must extract as the real characters, not look-alike radicals.
 */

interface Report extends Resource {
  status: string;
  subject: { reference: string };
  effectivePeriod: { start: string; end: string };
  presentedForm: { contentType: string; language: string; url: string; title: string }[];
}

/** Kangxi radicals and CJK radicals supplement: what a PDF without a ToUnicode map extracts. */
const radicals = /[\u2e80-\u2fdf]/u;

async function pdfText(pdf: Buffer): Promise<string> {
  return (await new PDFParse({ data: new Uint8Array(pdf) }).getText()).text;
}

/**
 * The ink of the report's title (认知训练与评估报告, 18 pt, from 50 pt down the page's left) as
 * pdf.js draws page 1 at 72 dpi: dark pixels in its box. Drawn glyphs of nine characters leave
 * 900 or so; glyphs broken in embedding (a WOFF2 subset) left stray strokes, half that, while
 * the text layer still extracted right.
 */
async function titleInk(pdf: Buffer): Promise<number> {
  const shot = await new PDFParse({ data: new Uint8Array(pdf) }).getScreenshot({
    scale: 1,
    first: 1,
  });
  const { data, info } = await sharp(Buffer.from(shot.pages[0]!.data))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let dark = 0;
  for (let y = 60; y < 95; y += 1) {
    for (let x = 45; x < 260; x += 1) if (data[y * info.width + x]! < 128) dark += 1;
  }
  return dark;
}

describe.each(engines)('FHIR DiagnosticReport (training report) on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let tokens: FhirDemo['tokens'];
  let ids: FhirDemo['ids'];
  let liPatientId = 0;

  beforeAll(async () => {
    t = await startTestApp(engine);
    ({ tokens, ids, liPatientId } = await fhirDemo(t));
  }, 120_000);
  afterAll(() => t.close());

  /** A FHIR GET as `who` (none: no token); the body is checked by both validators. */
  const read = <T extends Resource = Resource>(
    url: string,
    who: Who,
    headers: Record<string, string> = {},
  ) => readFhir<T>(t, url, who && tokens[who], headers);

  /** The PDF at an absolute presentedForm URL, fetched as a FHIR client does (Accept: PDF). */
  async function fetchPdf(url: string, token: string) {
    const { pathname, search } = new URL(url);
    return t.app.inject({
      method: 'GET',
      url: pathname + search,
      headers: { authorization: `Bearer ${token}`, accept: 'application/pdf' },
    });
  }

  let reports: Report[] = [];

  it("lists 李患者's monthly training reports as 张医生, the current month preliminary", async () => {
    const { status, body } = await read<Bundle>(
      `/fhir/R4/DiagnosticReport?patient=Patient/${liPatientId}`,
      'doctor',
    );
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(0);
    reports = (body.entry ?? []).map((entry) => entry.resource as Report);
    for (const report of reports) {
      expect(report.id).toMatch(new RegExp(`^training-${liPatientId}-\\d{4}-\\d{2}$`));
      expect(report.subject.reference).toBe(`Patient/${liPatientId}`);
      expect(report.presentedForm[0]).toMatchObject({
        contentType: 'application/pdf',
        language: 'zh-CN',
      });
      expect(report.presentedForm[0]!.url).toMatch(
        /^http:\/\/[^/]+\/fhir\/R4\/Binary\/training-report-/,
      );
    }
    const month = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
    const current = reports.find((report) => report.id === `training-${liPatientId}-${month}`);
    if (current) expect(current.status).toBe('preliminary');
    for (const report of reports.filter((r) => r !== current)) expect(report.status).toBe('final');

    const one = await read<Report>(`/fhir/R4/DiagnosticReport/${reports[0]!.id}`, 'doctor');
    expect(one.status).toBe(200);
    expect(one.body.id).toBe(reports[0]!.id);

    // date: the month's period; a month later than every report finds none.
    const latest = reports[0]!.effectivePeriod.start.slice(0, 7);
    const dated = await read<Bundle>(
      `/fhir/R4/DiagnosticReport?patient=${liPatientId}&date=${latest}`,
      'doctor',
    );
    expect(dated.body.entry?.map((entry) => entry.resource.id)).toEqual([reports[0]!.id]);
    const later = await read<Bundle>(
      `/fhir/R4/DiagnosticReport?patient=${liPatientId}&date=gt2100-01`,
      'doctor',
    );
    expect(later.body.total).toBe(0);

    // status: final or preliminary by the month; a comma means either.
    const byStatus = async (status: string) =>
      (
        await read<Bundle>(
          `/fhir/R4/DiagnosticReport?subject=Patient/${liPatientId}&status=${status}`,
          'doctor',
        )
      ).body.total;
    const finals = reports.filter((report) => report.status === 'final').length;
    expect(await byStatus('final')).toBe(finals);
    expect(await byStatus('preliminary')).toBe(reports.length - finals);
    expect(await byStatus('final,preliminary')).toBe(reports.length);
    expect(await byStatus('registered')).toBe(0);
  });

  it('serves the presentedForm PDF, its text the real characters of 李患者 and 认知训练', async () => {
    // The PDF is the report export: it wants a recent step-up, as GET /api/report/pdf.
    const url = reports[0]!.presentedForm[0]!.url;
    const refused = await fetchPdf(url, tokens.doctor);
    expect(refused.statusCode).toBe(403);
    expect(fhirProblems(refused.json())).toEqual([]);

    const token = await t.tokenFor(ids.doctor, { steppedUp: true });
    const res = await fetchPdf(url, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('李患者');
    expect(text).toContain('认知训练');
    expect(text).not.toMatch(radicals);

    // Asked as FHIR JSON, the same read answers a Binary resource holding the PDF.
    const binary = await t.app.inject({
      method: 'GET',
      url: new URL(url).pathname,
      headers: { authorization: `Bearer ${token}`, accept: 'application/fhir+json' },
    });
    expect(binary.statusCode).toBe(200);
    const resource = binary.json<Resource & { data: string; contentType: string }>();
    expect(fhirProblems(resource)).toEqual([]);
    expect(resource.contentType).toBe('application/pdf');
    expect(Buffer.from(resource.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    const audit = await t.sql
      .selectFrom('audit_log')
      .select(['action', 'entity', 'outcome'])
      .where('action', '=', 'fhirReadBinary')
      .execute();
    expect(audit).toContainEqual({
      action: 'fhirReadBinary',
      entity: 'fhir/Binary',
      outcome: 'success',
    });
    expect(audit).toContainEqual({
      action: 'fhirReadBinary',
      entity: 'fhir/Binary',
      outcome: 'denied',
    });
  });

  it("refuses 李患者's reports and PDF to 赵磊, who is not on her care team (403)", async () => {
    const id = reports[0]!.id!;
    const { status, body } = await read(`/fhir/R4/DiagnosticReport/${id}`, 'zhaolei');
    expect(status).toBe(403);
    expect(body.resourceType).toBe('OperationOutcome');
    const search = await read<Bundle>(
      `/fhir/R4/DiagnosticReport?patient=${liPatientId}`,
      'zhaolei',
    );
    expect(search.body.total).toBe(0);
    const token = await t.tokenFor(ids.zhaolei, { steppedUp: true });
    const pdf = await fetchPdf(reports[0]!.presentedForm[0]!.url, token);
    expect(pdf.statusCode).toBe(403);
    expect(fhirProblems(pdf.json())).toEqual([]);
  });

  it("puts the reports in 李患者's $everything", async () => {
    const { body } = await read<Bundle>(
      `/fhir/R4/Patient/${liPatientId}/$everything?_count=100`,
      'doctor',
    );
    const found = (body.entry ?? []).filter(
      (entry) => entry.resource.resourceType === 'DiagnosticReport',
    );
    expect(found.map((entry) => entry.resource.id)).toEqual(
      expect.arrayContaining(reports.map((report) => report.id)),
    );
  });

  it('lists DiagnosticReport and its search parameters in the CapabilityStatement', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/fhir/R4/metadata' });
    const rest = res.json<{
      rest: { resource: { type: string; searchParam?: { name: string }[] }[] }[];
    }>().rest[0]!;
    const report = rest.resource.find((resource) => resource.type === 'DiagnosticReport');
    expect(report?.searchParam?.map((param) => param.name)).toEqual(
      expect.arrayContaining(['patient', 'date', 'status']),
    );
    expect(rest.resource.some((resource) => resource.type === 'Binary')).toBe(true);
  });

  it('GET /api/report/pdf: the report of the last 28 days, only after a step-up (40331)', async () => {
    const url = `/api/report/pdf?patientId=${liPatientId}`;
    const refused = await t.call({ method: 'GET', url, token: tokens.doctor });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: number }>().code).toBe(40331);

    const token = await t.tokenFor(ids.doctor, { steppedUp: true });
    const res = await t.call({ method: 'GET', url, token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="report-/);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('李患者');
    expect(text).toContain('认知训练');
    expect(text).toContain('报告期间');
    expect(text).not.toMatch(radicals);
    // The glyphs are drawn, not only extractable.
    expect(await titleInk(res.rawPayload)).toBeGreaterThan(700);

    const other = await t.tokenFor(ids.zhaolei, { steppedUp: true });
    const denied = await t.call({ method: 'GET', url, token: other });
    expect(denied.json<{ code: number }>().code).toBe(40301);
    const audit = await t.sql
      .selectFrom('audit_log')
      .select(['entity', 'entity_id', 'outcome'])
      .where('action', '=', 'exportReportPdf')
      .execute();
    expect(audit).toContainEqual({
      entity: 'report',
      entity_id: String(liPatientId),
      outcome: 'success',
    });
    expect(audit).toContainEqual({
      entity: 'report',
      entity_id: String(liPatientId),
      outcome: 'denied',
    });

    const reversed = await t.call({
      method: 'GET',
      url: `${url}&from=2026-03-10&to=2026-03-01`,
      token,
    });
    expect(reversed.json<{ code: number }>().code).toBe(40001);
  });
});
