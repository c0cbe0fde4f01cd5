import {
  exerciseEntries,
  maxLevelOf,
  type FhirCarePlanSearch,
  type PatientProgress,
  type PlanStatus,
  type TrainingPlan,
} from '@cep/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import type { PatientScope } from '../../patients/patients';
import { progressOf } from '../../training/progress';
import type { FhirResource, Paging } from '../bundle';
import { dateCondition, instant } from '../dates';
import { inPatientScope, outOfScope } from '../scope';
import { systems } from '../systems';
import { idCondition, patientCondition, searchPage, tokenCodes } from '../search';

/*
 * FHIR CarePlan (issue 31) from a training plan: the plan's state, its patient and period, who
 * made it, one activity per exercise (our exercise code with the catalogue's Chinese name, the
 * sessions per week on the training days and the minutes per session, the level reached), and a
 * note of adherence counted as the console's progress and report count it (training/progress.ts:
 * planned training days up to today, the days trained among them, completed sessions, minutes).
 * Read with the rule of the training calls: the patient's care team, the patient, the admin.
 */

const statusOf: Record<PlanStatus, string> = {
  draft: 'draft',
  active: 'active',
  paused: 'on-hold',
  completed: 'completed',
};
const activityStatusOf: Record<PlanStatus, string> = {
  draft: 'not-started',
  active: 'in-progress',
  paused: 'on-hold',
  completed: 'completed',
};
/** FHIR's CarePlan status → ours, for `status=`. */
const planStatusOf: Record<string, PlanStatus> = {
  draft: 'draft',
  active: 'active',
  'on-hold': 'paused',
  completed: 'completed',
};

/** ISO weekday (1 Monday … 7 Sunday) → FHIR's day code and the clinic's name of the day. */
const weekdays: Record<number, { code: string; name: string }> = {
  1: { code: 'mon', name: '周一' },
  2: { code: 'tue', name: '周二' },
  3: { code: 'wed', name: '周三' },
  4: { code: 'thu', name: '周四' },
  5: { code: 'fri', name: '周五' },
  6: { code: 'sat', name: '周六' },
  7: { code: 'sun', name: '周日' },
};

/** The adherence note, counted as the console's report counts it (report-figures.ts). */
function adherenceText(plan: TrainingPlan, progress: PatientProgress, today: string): string {
  if (plan.status === 'draft') return '依从性：计划为草稿，尚未执行';
  const days = progress.days;
  if (days.length === 0) return `依从性：计划自 ${plan.startDate} 开始，尚无应训练日`;
  const plannedDays = days.filter((day) => day.planned).length;
  const trainedDays = days.filter((day) => day.planned && day.sessions > 0).length;
  const sessions = progress.sessions.filter(
    (session) => session.status === 'completed' && session.finishedAt !== null,
  ).length;
  const minutes = days.reduce((sum, day) => sum + day.minutes, 0);
  const until = days.at(-1)!.date;
  const rate = plannedDays === 0 ? '' : `（${Math.round((trainedDays / plannedDays) * 100)}%）`;
  return `依从性（${plan.startDate} 至 ${until < today ? until : today}）：计划训练日 ${plannedDays} 天，已训练 ${trainedDays} 天${rate}；完成训练 ${sessions} 次，共 ${minutes} 分钟`;
}

function toFhirCarePlan(
  progress: PatientProgress,
  plan: TrainingPlan,
  authorDoctorId: number | undefined,
  today: string,
): FhirResource {
  const days = plan.trainingDays.map((day) => weekdays[day]!);
  const schedule = `每周 ${plan.sessionsPerWeek} 次，每次 ${plan.minutesPerSession} 分钟（${days.map((day) => day.name).join('、')}）`;
  const author = plan.createdByName
    ? authorDoctorId !== undefined
      ? { reference: `Practitioner/${authorDoctorId}`, display: plan.createdByName }
      : { display: plan.createdByName }
    : undefined;
  return {
    resourceType: 'CarePlan',
    id: String(plan.id),
    meta: { lastUpdated: instant(new Date(plan.updatedAt)) },
    status: statusOf[plan.status],
    intent: 'plan',
    category: [{ text: '认知训练' }],
    title: '认知训练计划',
    description: schedule,
    subject: { reference: `Patient/${plan.patientId}`, display: plan.patientName },
    period: { start: plan.startDate, end: plan.endDate },
    created: instant(new Date(plan.createdAt)),
    ...(author ? { author } : {}),
    careTeam: [{ reference: `CareTeam/${plan.patientId}` }],
    activity: plan.items.map((item) => {
      const entry = exerciseEntries[item.kind];
      const name = entry.name['zh-CN'];
      return {
        progress: [
          {
            text: `当前难度 ${item.levelState.level} 级（起始 ${item.startLevel} 级，最高 ${maxLevelOf(item.kind)} 级）`,
          },
        ],
        detail: {
          kind: 'ServiceRequest',
          code: {
            coding: [{ system: systems.codes('exercise-kind'), code: item.kind, display: name }],
            text: name,
          },
          status: activityStatusOf[plan.status],
          // The plan's sessions: every exercise of the plan is done in each (its minutes are the
          // session's, shared by the exercises), on the training days.
          scheduledTiming: {
            repeat: {
              boundsPeriod: { start: plan.startDate, end: plan.endDate },
              duration: plan.minutesPerSession,
              durationUnit: 'min',
              frequency: plan.sessionsPerWeek,
              period: 1,
              periodUnit: 'wk',
              ...(days.length > 0 ? { dayOfWeek: days.map((day) => day.code) } : {}),
            },
          },
          description: `${name}：${entry.instructions['zh-CN']}`,
        },
      };
    }),
    note: [
      { text: adherenceText(plan, progress, today) },
      ...(plan.notes.trim() ? [{ text: plan.notes }] : []),
    ],
  };
}

/** The CarePlans of the plans `ids` (in that order). */
async function carePlansOf(db: Kysely<Tables>, plans: PlanKey[]): Promise<FhirResource[]> {
  const now = Date.now();
  const today = new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
  const progresses = await Promise.all(
    plans.map((plan) => progressOf(db, { patientId: plan.patient_id, planId: plan.id }, now)),
  );
  const authors = progresses.flatMap((progress) =>
    progress.plan?.createdById == null ? [] : [progress.plan.createdById],
  );
  const { rows: doctors } =
    authors.length === 0
      ? { rows: [] }
      : await sql<{ id: number; user_id: number }>`
          SELECT id, user_id FROM doctors WHERE user_id = ANY(${authors}::integer[])`.execute(db);
  return progresses.flatMap((progress) => {
    const plan = progress.plan;
    if (!plan) return [];
    const author = doctors.find((doctor) => doctor.user_id === plan.createdById);
    return [toFhirCarePlan(progress, plan, author?.id, today)];
  });
}

interface PlanKey {
  id: number;
  patient_id: number;
}

export async function readCarePlan(
  db: Kysely<Tables>,
  id: number,
  scope: PatientScope,
): Promise<FhirResource> {
  const { rows } = await sql<PlanKey>`
    SELECT p.id, p.patient_id FROM training_plans p
     WHERE p.id = ${id} AND ${inPatientScope(sql.ref('p.patient_id'), scope)}`.execute(db);
  const resource = rows[0] && (await carePlansOf(db, rows))[0];
  if (!resource) throw outOfScope(scope, 'CarePlan');
  return resource;
}

export async function searchCarePlans(
  db: Kysely<Tables>,
  query: FhirCarePlanSearch & { patientId?: number },
  scope: PatientScope,
  paging: Paging,
): Promise<{ resources: FhirResource[]; total: number }> {
  const conditions: RawBuilder<SqlBool>[] = [inPatientScope(sql.ref('p.patient_id'), scope)];
  if (query._id !== undefined) conditions.push(idCondition(sql.ref('p.id'), query._id));
  if (query.patient !== undefined) {
    conditions.push(patientCondition(sql.ref('p.patient_id'), query.patient));
  }
  if (query.patientId !== undefined)
    conditions.push(sql<SqlBool>`p.patient_id = ${query.patientId}`);
  if (query.status !== undefined) {
    const statuses = tokenCodes(query.status).flatMap((code) => planStatusOf[code] ?? []);
    conditions.push(
      statuses.length === 0
        ? sql<SqlBool>`false`
        : sql<SqlBool>`p.status = ANY(${statuses}::text[])`,
    );
  }
  for (const value of query._lastUpdated ?? []) {
    conditions.push(dateCondition(sql.ref('p.updated_at'), value));
  }
  const { rows, total } = await searchPage<PlanKey>(
    db,
    {
      columns: sql`p.id, p.patient_id`,
      from: sql`training_plans p`,
      conditions,
      order: sql`p.id DESC`,
    },
    paging,
  );
  return { resources: await carePlansOf(db, rows), total };
}
