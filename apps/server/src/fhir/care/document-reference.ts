import type { FhirDocumentReferenceSearch } from '@cep/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import type { PatientScope } from '../../patients/patients';
import type { FhirResource, Paging } from '../bundle';
import type { FhirContext } from '../context';
import { dateCondition, instant } from '../dates';
import { inPatientScope, outOfScope } from '../scope';
import { systems } from '../systems';
import { idCondition, patientCondition, searchPage } from '../search';

/*
 * FHIR DocumentReference (issue 31) for a signal recording: its patient, when it was made and by
 * whom (the clinician who started it, the devices that recorded), and one content: the EDF+ file,
 * linked to the API's export call (GET /api/recording/export?id=…&format=edf), which answers it
 * to whoever may export the recording after a step-up; this resource only points there.
 *
 * The attachment's media type is `application/octet-stream`: EDF+ has no registered media type
 * (`application/edf` and `application/x-edf` are not in IANA's registry, and FHIR's binding asks
 * for a registered one), and octet-stream is what the export call itself sends. The format is
 * named by `content.format` (EDF+, our code) and the file name's `.edf`.
 * Read with the rule of the recording calls: the admin any, a doctor their teams' patients', a
 * patient their own.
 */

interface RecordingRow {
  id: number;
  patient_id: number;
  patient_name: string;
  status: 'recording' | 'stopped';
  started_at: Date;
  stopped_at: Date | null;
  started_by_name: string | null;
  started_by_doctor: number | null;
}

interface RecordingDeviceRow {
  recording_id: number;
  device_id: number;
  device_name: string;
}

const columns = sql`r.id, r.patient_id, p.patient_name, r.status, r.started_at, r.stopped_at,
  r.started_by_name,
  (SELECT d.id FROM doctors d WHERE d.user_id = r.started_by) AS started_by_doctor`;
const from = sql`recordings r JOIN patients p ON p.id = r.patient_id`;

function toFhirDocumentReference(
  row: RecordingRow,
  devices: RecordingDeviceRow[],
  origin: string,
): FhirResource {
  const mine = devices.filter((device) => device.recording_id === row.id);
  const author = [
    ...(row.started_by_doctor !== null
      ? [
          {
            reference: `Practitioner/${row.started_by_doctor}`,
            ...(row.started_by_name ? { display: row.started_by_name } : {}),
          },
        ]
      : row.started_by_name
        ? [{ display: row.started_by_name }]
        : []),
    ...mine.map((device) => ({
      reference: `Device/${device.device_id}`,
      display: device.device_name,
    })),
  ];
  return {
    resourceType: 'DocumentReference',
    id: String(row.id),
    status: 'current',
    docStatus: row.status === 'stopped' ? 'final' : 'preliminary',
    type: { text: '多模态生理信号记录' },
    subject: { reference: `Patient/${row.patient_id}`, display: row.patient_name },
    date: instant(row.started_at),
    ...(author.length > 0 ? { author } : {}),
    description:
      mine.length > 0
        ? `生理信号记录 R${row.id}（${mine.map((device) => device.device_name).join('、')}）`
        : `生理信号记录 R${row.id}`,
    content: [
      {
        attachment: {
          contentType: 'application/octet-stream',
          url: `${origin}/api/recording/export?id=${row.id}&format=edf`,
          title: `recording-${row.id}.edf`,
          creation: instant(row.started_at),
        },
        format: { system: systems.codes('document-format'), code: 'edf-plus', display: 'EDF+' },
      },
    ],
    context: {
      period: {
        start: instant(row.started_at),
        ...(row.stopped_at ? { end: instant(row.stopped_at) } : {}),
      },
    },
  };
}

async function documentsOf(
  db: Kysely<Tables>,
  rows: RecordingRow[],
  origin: string,
): Promise<FhirResource[]> {
  const ids = rows.map((row) => row.id);
  const { rows: devices } =
    ids.length === 0
      ? { rows: [] }
      : await sql<RecordingDeviceRow>`
          SELECT recording_id, device_id, device_name FROM recording_devices
           WHERE recording_id = ANY(${ids}::integer[]) ORDER BY recording_id, device_id`.execute(
          db,
        );
  return rows.map((row) => toFhirDocumentReference(row, devices, origin));
}

export async function readDocumentReference(
  fhir: Pick<FhirContext, 'db' | 'scope' | 'origin'>,
  id: number,
): Promise<FhirResource> {
  const { rows } = await sql<RecordingRow>`
    SELECT ${columns} FROM ${from}
     WHERE r.id = ${id} AND ${inPatientScope(sql.ref('r.patient_id'), fhir.scope)}`.execute(
    fhir.db,
  );
  if (rows.length === 0) throw outOfScope(fhir.scope, 'DocumentReference');
  return (await documentsOf(fhir.db, rows, fhir.origin))[0]!;
}

export async function searchDocumentReferences(
  fhir: { db: Kysely<Tables>; scope: PatientScope; origin: string },
  query: FhirDocumentReferenceSearch & { patientId?: number },
  paging: Paging,
): Promise<{ resources: FhirResource[]; total: number }> {
  const conditions: RawBuilder<SqlBool>[] = [inPatientScope(sql.ref('r.patient_id'), fhir.scope)];
  if (query._id !== undefined) conditions.push(idCondition(sql.ref('r.id'), query._id));
  if (query.patient !== undefined) {
    conditions.push(patientCondition(sql.ref('r.patient_id'), query.patient));
  }
  if (query.patientId !== undefined)
    conditions.push(sql<SqlBool>`r.patient_id = ${query.patientId}`);
  for (const value of query.date ?? []) {
    conditions.push(dateCondition(sql.ref('r.started_at'), value));
  }
  const { rows, total } = await searchPage<RecordingRow>(
    fhir.db,
    { columns, from, conditions, order: sql`r.id DESC` },
    paging,
  );
  return { resources: await documentsOf(fhir.db, rows, fhir.origin), total };
}
