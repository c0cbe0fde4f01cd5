import { itemKeys, type Assessment } from '@cep/contract';
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
import { startTestApp, type TestApp } from './harness';
import { dataOf } from './records';

/*
 * Issue 31, assessments: a finished MoCA or MMSE as an Observation of its total and a
 * QuestionnaireResponse of its sheet, the sheets as Questionnaires, on the demo data (张医生
 * tested 李患者 with the MoCA) and sheets finished through the API. Every answer is checked by the
 * independent validators.
 */

interface Quantity {
  value: number;
  unit: string;
}
interface Observation extends Resource {
  status: string;
  code: { coding: { system: string; code: string }[] };
  valueQuantity: Quantity;
  component: { code: { coding: { code: string }[] }; valueQuantity: Quantity }[];
  interpretation?: { coding: { code: string }[]; text: string }[];
  derivedFrom: { reference: string }[];
  performer?: { reference?: string; display?: string }[];
  effectiveDateTime: string;
}
interface ResponseItem {
  linkId: string;
  item?: ResponseItem[];
  answer?: { valueInteger: number }[];
}
interface QuestionnaireResponse extends Resource {
  status: string;
  questionnaire: string;
  item: ResponseItem[];
}

/** The sum of a response's answers, at any depth. */
function answersSum(items: ResponseItem[] | undefined): number {
  return (items ?? []).reduce(
    (sum, item) =>
      sum +
      (item.answer ?? []).reduce((s, answer) => s + answer.valueInteger, 0) +
      answersSum(item.item),
    0,
  );
}

function componentValue(observation: Observation, code: string): number | undefined {
  return observation.component.find((part) => part.code.coding[0]?.code === code)?.valueQuantity
    .value;
}

describe.each(engines)('FHIR assessments on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let tokens: FhirDemo['tokens'];
  let liPatientId = 0;
  let demoMocaId = 0;
  /** A patient of 张医生's with ≤ 12 years of schooling, who gets MoCA's +1. */
  let lessSchooledId = 0;

  beforeAll(async () => {
    t = await startTestApp(engine);
    ({ tokens, liPatientId } = await fhirDemo(t));
    const demo = await t.sql
      .selectFrom('assessments')
      .select('id')
      .where('patient_id', '=', liPatientId)
      .where('kind', '=', 'moca')
      .where('status', '=', 'finished')
      .executeTakeFirstOrThrow();
    demoMocaId = demo.id;
    const lessSchooled = await t.sql
      .selectFrom('patients as p')
      .innerJoin('care_team_members as m', 'm.patient_id', 'p.id')
      .innerJoin('doctors as d', 'd.id', 'm.doctor_id')
      .innerJoin('users as u', 'u.id', 'd.user_id')
      .select('p.id')
      .where('u.username', '=', 'doctor')
      .where('p.edu', 'in', ['未上过学', '小学', '初中', '高中(含中专)'])
      .where('p.age', 'is not', null)
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    lessSchooledId = lessSchooled.id;
  });
  afterAll(() => t.close());

  /** A FHIR GET as `who` (none: no token); the body is checked by both validators. */
  const read = <T extends Resource = Resource>(
    url: string,
    who: Who | undefined,
    headers: Record<string, string> = {},
  ) => readFhir<T>(t, url, who && tokens[who], headers);

  const api = (url: string, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url, token: tokens.doctor, payload });

  /** A sheet 张医生 fills and finishes through the API: every item at its maximum but one. */
  async function finished(
    patientId: number,
    kind: 'moca' | 'mmse',
    testedOn: string,
  ): Promise<Assessment> {
    const scores = Object.fromEntries(itemKeys(kind).map((key) => [key, 1]));
    const draft = dataOf<Assessment>(
      await api('/api/assessment/draft', { patientId, kind, testedOn, scores }),
    );
    return dataOf<Assessment>(
      await api('/api/assessment/finish', { id: draft.id, revision: draft.revision }),
    );
  }

  it('reads the demo MoCA of 李患者 as 张医生: LOINC 72172-0, total, norms, sheet', async () => {
    const { status, body } = await read<Observation>(
      `/fhir/R4/Observation/assessment-${demoMocaId}`,
      'doctor',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      resourceType: 'Observation',
      id: `assessment-${demoMocaId}`,
      status: 'final',
      subject: { reference: `Patient/${liPatientId}` },
      code: { coding: [{ system: 'http://loinc.org', code: '72172-0' }] },
      valueQuantity: { unit: '{score}', system: 'http://unitsofmeasure.org', code: '{score}' },
      derivedFrom: [{ reference: `QuestionnaireResponse/assessment-${demoMocaId}` }],
    });
    expect(body.effectiveDateTime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.performer?.[0]?.reference).toMatch(/^Practitioner\/\d+$/);
    // 李患者 has 16 years of schooling: no MoCA point; 24 is below group C's 24.5.
    expect(componentValue(body, 'education-adjustment')).toBe(0);
    const raw = componentValue(body, 'raw-total')!;
    expect(body.valueQuantity.value).toBe(raw);
    expect(body.interpretation?.[0]?.coding[0]?.code).toBe(raw < 24.5 ? 'L' : 'N');

    const sheet = await read<QuestionnaireResponse>(
      `/fhir/R4/QuestionnaireResponse/assessment-${demoMocaId}`,
      'doctor',
    );
    expect(sheet.status).toBe(200);
    expect(sheet.body).toMatchObject({
      status: 'completed',
      questionnaire: 'urn:cep:questionnaire:moca',
      subject: { reference: `Patient/${liPatientId}` },
    });
    expect(answersSum(sheet.body.item)).toBe(raw);

    const audit = await t.sql
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'outcome'])
      .where('action', 'in', ['fhirReadObservation', 'fhirReadQuestionnaireResponse'])
      .execute();
    expect(audit).toContainEqual({
      action: 'fhirReadObservation',
      entity: 'fhir/Observation',
      entity_id: `assessment-${demoMocaId}`,
      outcome: 'success',
    });
  });

  it('adds MoCA’s education point and reads it against the norms', async () => {
    const moca = await finished(lessSchooledId, 'moca', '2026-11-03');
    const { body } = await read<Observation>(
      `/fhir/R4/Observation/assessment-${moca.id}`,
      'doctor',
    );
    expect(componentValue(body, 'education-adjustment')).toBe(1);
    expect(componentValue(body, 'raw-total')).toBe(moca.rawTotal);
    expect(body.valueQuantity.value).toBe(moca.interpretation!.total);
    expect(body.interpretation?.[0]?.coding[0]?.code).toBe(
      moca.interpretation!.belowCutoff ? 'L' : 'N',
    );
  });

  it('refuses 李患者’s assessment to 赵磊 (403 OperationOutcome) and to the patient', async () => {
    for (const path of ['Observation', 'QuestionnaireResponse']) {
      const refused = await read(`/fhir/R4/${path}/assessment-${demoMocaId}`, 'zhaolei');
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        resourceType: 'OperationOutcome',
        issue: [{ severity: 'error', code: 'forbidden' }],
      });
      const own = await read(`/fhir/R4/${path}/assessment-${demoMocaId}`, 'patient');
      expect(own.status).toBe(403);
    }
    const search = await read<Bundle>(`/fhir/R4/Observation?patient=${liPatientId}`, 'zhaolei');
    expect(search.status).toBe(200);
    expect(search.body.total).toBe(0);
    // The admin reads it; an id we never hand out is 404.
    expect((await read(`/fhir/R4/Observation/assessment-${demoMocaId}`, 'admin')).status).toBe(200);
    expect((await read(`/fhir/R4/Observation/${demoMocaId}`, 'doctor')).status).toBe(404);
    expect((await read('/fhir/R4/Observation/assessment-0', 'doctor')).status).toBe(404);
  });

  it('searches by code, patient, date and category; leaves drafts out; marks amendments', async () => {
    const mmse = await finished(liPatientId, 'mmse', '2026-10-15');
    const draft = dataOf<Assessment>(
      await api('/api/assessment/draft', {
        patientId: liPatientId,
        kind: 'mmse',
        testedOn: '2026-10-16',
        scores: { 'orientation.time': 3 },
      }),
    );
    const ids = (bundle: Bundle) => (bundle.entry ?? []).map((entry) => entry.resource.id);

    const byCode = await read<Bundle>(
      `/fhir/R4/Observation?patient=Patient/${liPatientId}&code=http://loinc.org|72106-8`,
      'doctor',
    );
    expect(ids(byCode.body)).toEqual([`assessment-${mmse.id}`]);
    const bareCode = await read<Bundle>(
      `/fhir/R4/Observation?patient=${liPatientId}&code=72172-0`,
      'doctor',
    );
    expect(ids(bareCode.body)).toEqual([`assessment-${demoMocaId}`]);
    const eitherCode = await read<Bundle>(
      `/fhir/R4/Observation?subject=Patient/${liPatientId}&code=72172-0,http://loinc.org|72106-8`,
      'doctor',
    );
    expect(eitherCode.body.total).toBe(2);
    const both = await read<Bundle>(
      `/fhir/R4/Observation?patient=${liPatientId}&category=survey`,
      'doctor',
    );
    expect(both.body.total).toBe(2);
    expect(ids(both.body)).not.toContain(`assessment-${draft.id}`);
    const byDate = await read<Bundle>(
      `/fhir/R4/Observation?patient=${liPatientId}&date=ge2026-10-15&date=lt2026-10-16`,
      'doctor',
    );
    expect(ids(byDate.body)).toEqual([`assessment-${mmse.id}`]);
    const otherSystem = await read<Bundle>(
      `/fhir/R4/Observation?code=http://snomed.info/sct|72106-8`,
      'doctor',
    );
    expect(otherSystem.body.total).toBe(0);
    expect((await read(`/fhir/R4/Observation/assessment-${draft.id}`, 'doctor')).status).toBe(404);

    const responses = await read<Bundle>(
      `/fhir/R4/QuestionnaireResponse?patient=${liPatientId}&questionnaire=urn:cep:questionnaire:mmse&authored=ge2026`,
      'doctor',
    );
    expect(ids(responses.body)).toEqual([`assessment-${mmse.id}`]);

    const scores = Object.fromEntries(itemKeys('mmse').map((key) => [key, 0]));
    dataOf(
      await api('/api/assessment/amend', {
        id: mmse.id,
        kind: 'mmse',
        scores,
        reason: '录入有误',
        revision: mmse.revision,
      }),
    );
    const amended = await read<Observation>(`/fhir/R4/Observation/assessment-${mmse.id}`, 'doctor');
    expect(amended.body).toMatchObject({ status: 'amended', valueQuantity: { value: 0 } });
    const sheet = await read<QuestionnaireResponse>(
      `/fhir/R4/QuestionnaireResponse/assessment-${mmse.id}`,
      'doctor',
    );
    expect(sheet.body.status).toBe('amended');
    expect(answersSum(sheet.body.item)).toBe(0);
  });

  it('gives the MoCA and MMSE sheets as Questionnaires to anyone signed in', async () => {
    const moca = await read('/fhir/R4/Questionnaire/moca', 'patient');
    expect(moca.status).toBe(200);
    expect(moca.body).toMatchObject({
      url: 'urn:cep:questionnaire:moca',
      status: 'active',
      code: [{ system: 'http://loinc.org', code: '72133-2' }],
    });
    const all = await read<Bundle>('/fhir/R4/Questionnaire', 'doctor');
    expect(all.body.total).toBe(2);
    const byUrl = await read<Bundle>(
      '/fhir/R4/Questionnaire?url=urn:cep:questionnaire:mmse',
      'doctor',
    );
    expect(byUrl.body.entry?.map((entry) => entry.resource.id)).toEqual(['mmse']);
    expect((await read('/fhir/R4/Questionnaire/other', 'doctor')).status).toBe(404);
    expect((await read('/fhir/R4/Questionnaire/moca', undefined)).status).toBe(401);
  });

  it('puts the totals and sheets in $everything for the clinician, not for the patient', async () => {
    const { body } = await read<Bundle>(`/fhir/R4/Patient/${liPatientId}/$everything`, 'doctor');
    const types = (body.entry ?? []).map((entry) => entry.resource.resourceType);
    expect(types).toContain('Observation');
    expect(types).toContain('QuestionnaireResponse');
    const own = await read<Bundle>(`/fhir/R4/Patient/${liPatientId}/$everything`, 'patient');
    const ownTypes = (own.body.entry ?? []).map((entry) => entry.resource.resourceType);
    expect(ownTypes[0]).toBe('Patient');
    expect(ownTypes).not.toContain('Observation');
    expect(ownTypes).not.toContain('QuestionnaireResponse');
  });

  it('lists the resources and their search parameters in the CapabilityStatement', async () => {
    const { body } = await read('/fhir/R4/metadata', undefined);
    const rest = (
      body.rest as {
        resource: { type: string; searchParam?: { name: string; type: string }[] }[];
      }[]
    )[0]!;
    const observation = rest.resource.find((resource) => resource.type === 'Observation');
    expect(observation?.searchParam).toEqual(
      expect.arrayContaining([
        { name: 'patient', type: 'reference' },
        { name: 'code', type: 'token' },
        { name: 'date', type: 'date' },
      ]),
    );
    const questionnaire = rest.resource.find((resource) => resource.type === 'Questionnaire');
    expect(questionnaire?.searchParam).toContainEqual({ name: 'url', type: 'uri' });
  });
});
