import { z } from 'zod';
import { finding } from './assistant';
import { exerciseKind } from './exercise';
import { auditEntry } from './audit';
import { clientErrorEntry } from './client-error';

/** Sign-ins of one day: `day` is the calendar date in China Standard Time (UTC+8), `YYYY-MM-DD`. */
export const signInsOfDay = z.object({ day: z.string(), count: z.number().int().min(0) });
export type SignInsOfDay = z.infer<typeof signInsOfDay>;

/** The admin's dashboard: totals, sign-ins, the latest audit lines and client errors. */
export const adminDashboard = z.object({
  role: z.literal('admin'),
  counts: z.object({
    users: z.number().int().min(0),
    doctors: z.number().int().min(0),
    patients: z.number().int().min(0),
    /** Successful sign-ins of the last 7 days (today and the 6 before). */
    signInsLast7Days: z.number().int().min(0),
  }),
  /** The last 30 days, oldest first, today last; days without a sign-in count 0. */
  signInsPerDay: z.array(signInsOfDay),
  /** The 5 newest lines of the audit log. */
  latestAudit: z.array(auditEntry),
  /** The 5 most recently reported client errors (grouped as in listClientErrors). */
  latestClientErrors: z.array(clientErrorEntry),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;

/** A patient the doctor opened recently. */
export const recentPatient = z.object({
  id: z.number().int(),
  patientName: z.string(),
  /** When the doctor last opened the record, epoch milliseconds. */
  seenAt: z.number().int(),
});
export type RecentPatient = z.infer<typeof recentPatient>;

/** One patient of the doctor's teams with an active plan, as the 今日训练 card shows them. */
export const trainingTodayRow = z.object({
  patientId: z.number().int(),
  patientName: z.string(),
  planId: z.number().int(),
  /** Today is one of the plan's training days (within its dates). */
  dueToday: z.boolean(),
  /** Sessions completed today. */
  sessionsToday: z.number().int().min(0),
  /** Planned days of this week before today without a completed session. */
  missedThisWeek: z.number().int().min(0),
});
export type TrainingTodayRow = z.infer<typeof trainingTodayRow>;

/** The doctor's 今日训练 (issue 13): today in China time, Monday-first weeks. */
export const doctorTrainingToday = z.object({
  date: z.string(),
  /** Patients due to train today, and those of them who have. */
  due: z.number().int().min(0),
  done: z.number().int().min(0),
  /** Planned days missed this week, all patients together. */
  missed: z.number().int().min(0),
  /** Patients with an active plan: due today first, then those who missed days. */
  patients: z.array(trainingTodayRow),
});
export type DoctorTrainingToday = z.infer<typeof doctorTrainingToday>;

/** A patient's 今日训练 card. */
export const patientTrainingToday = z.object({
  date: z.string(),
  /** null: no active plan. */
  planId: z.number().int().nullable(),
  dueToday: z.boolean(),
  sessionsToday: z.number().int().min(0),
  minutesPerSession: z.number().int().nullable(),
  /** The plan's exercises, in order. */
  exercises: z.array(exerciseKind),
  daysTrainedThisWeek: z.number().int().min(0),
  plannedDaysThisWeek: z.number().int().min(0),
});
export type PatientTrainingToday = z.infer<typeof patientTrainingToday>;

/** One unread alert on the doctor's 首页 (the assistant, issue 14). */
export const dashboardAlert = finding.pick({
  id: true,
  rule: true,
  patientId: true,
  patientName: true,
  createdAt: true,
  link: true,
});
export type DashboardAlert = z.infer<typeof dashboardAlert>;

/** A doctor's dashboard: their care teams' patients. */
export const doctorDashboard = z.object({
  role: z.literal('doctor'),
  /** Patients on the doctor's care teams. */
  myPatients: z.number().int().min(0),
  /** Up to 5 of those, the most recently opened (getPatient) first. */
  recentPatients: z.array(recentPatient),
  training: doctorTrainingToday,
  /** Their unread alerts: how many, and the latest five. */
  alerts: z.object({ unread: z.number().int().min(0), latest: z.array(dashboardAlert) }),
});
export type DoctorDashboard = z.infer<typeof doctorDashboard>;

/** A patient's dashboard: their own record and how many clinicians treat them. */
export const patientDashboard = z.object({
  role: z.literal('patient'),
  /** Their patient record's id; null before one is created. */
  patientId: z.number().int().nullable(),
  careTeamSize: z.number().int().min(0),
  training: patientTrainingToday,
});
export type PatientDashboard = z.infer<typeof patientDashboard>;

/** `GET /api/dashboard/summary`: answered by the caller's widest role (admin, doctor, patient). */
export const dashboardSummary = z.discriminatedUnion('role', [
  adminDashboard,
  doctorDashboard,
  patientDashboard,
]);
export type DashboardSummary = z.infer<typeof dashboardSummary>;
