import type { FhirCareTeamSearch } from '@cep/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import type { PatientScope } from '../../patients/patients';
import type { FhirResource, Paging } from '../bundle';
import { instant } from '../dates';
import { inPatientScope, outOfScope } from '../scope';
import { idCondition, patientCondition, searchPage } from '../search';

/*
 * FHIR CareTeam (issue 31): one per patient, the clinicians of care_team_members. A team has no
 * id of its own in the platform, so the CareTeam's id is the patient's: `CareTeam/12` is patient
 * 12's team (an empty team too: it exists whenever the patient does). Read with the rule of the
 * care-team call: the admin any, a doctor their teams' patients, a patient their own.
 */

interface TeamPatient {
  id: number;
  patient_name: string;
}

interface MemberRow {
  patient_id: number;
  doctor_id: number;
  doctor_name: string;
  job: string | null;
  assigned_at: Date;
}

async function membersOf(db: Kysely<Tables>, patientIds: number[]): Promise<MemberRow[]> {
  if (patientIds.length === 0) return [];
  const { rows } = await sql<MemberRow>`
    SELECT m.patient_id, m.doctor_id, d.doctor_name, d.job, m.assigned_at
      FROM care_team_members m JOIN doctors d ON d.id = m.doctor_id
     WHERE m.patient_id = ANY(${patientIds}::integer[])
     ORDER BY m.patient_id, m.assigned_at, m.doctor_id`.execute(db);
  return rows;
}

function toFhirCareTeam(patient: TeamPatient, members: MemberRow[]): FhirResource {
  const mine = members.filter((member) => member.patient_id === patient.id);
  return {
    resourceType: 'CareTeam',
    id: String(patient.id),
    status: 'active',
    name: `${patient.patient_name}的护理团队`,
    subject: { reference: `Patient/${patient.id}`, display: patient.patient_name },
    ...(mine.length > 0
      ? {
          participant: mine.map((member) => ({
            ...(member.job ? { role: [{ text: member.job }] } : {}),
            member: { reference: `Practitioner/${member.doctor_id}`, display: member.doctor_name },
            period: { start: instant(member.assigned_at) },
          })),
        }
      : {}),
  };
}

async function teamsOf(db: Kysely<Tables>, patients: TeamPatient[]): Promise<FhirResource[]> {
  const members = await membersOf(
    db,
    patients.map((patient) => patient.id),
  );
  return patients.map((patient) => toFhirCareTeam(patient, members));
}

/** Patient `patientId`'s team, or the refusal `outOfScope` names. */
export async function readCareTeam(
  db: Kysely<Tables>,
  patientId: number,
  scope: PatientScope,
): Promise<FhirResource> {
  const { rows } = await sql<TeamPatient>`
    SELECT p.id, p.patient_name FROM patients p
     WHERE p.id = ${patientId} AND ${inPatientScope(sql.ref('p.id'), scope)}`.execute(db);
  const patient = rows[0];
  if (!patient) throw outOfScope(scope, 'CareTeam');
  return (await teamsOf(db, [patient]))[0]!;
}

/** The teams of the patients `scope` reaches that match the search. */
export async function searchCareTeams(
  db: Kysely<Tables>,
  query: FhirCareTeamSearch,
  scope: PatientScope,
  paging: Paging,
): Promise<{ resources: FhirResource[]; total: number }> {
  const conditions: RawBuilder<SqlBool>[] = [inPatientScope(sql.ref('p.id'), scope)];
  if (query._id !== undefined) conditions.push(idCondition(sql.ref('p.id'), query._id));
  if (query.patient !== undefined)
    conditions.push(patientCondition(sql.ref('p.id'), query.patient));
  const { rows, total } = await searchPage<TeamPatient>(
    db,
    { columns: sql`p.id, p.patient_name`, from: sql`patients p`, conditions, order: sql`p.id` },
    paging,
  );
  return { resources: await teamsOf(db, rows), total };
}
