import { z } from 'zod';
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

/** A doctor's dashboard: their care teams' patients. */
export const doctorDashboard = z.object({
  role: z.literal('doctor'),
  /** Patients on the doctor's care teams. */
  myPatients: z.number().int().min(0),
  /** Up to 5 of those, the most recently opened (getPatient) first. */
  recentPatients: z.array(recentPatient),
});
export type DoctorDashboard = z.infer<typeof doctorDashboard>;

/** A patient's dashboard: their own record and how many clinicians treat them. */
export const patientDashboard = z.object({
  role: z.literal('patient'),
  /** Their patient record's id; null before one is created. */
  patientId: z.number().int().nullable(),
  careTeamSize: z.number().int().min(0),
});
export type PatientDashboard = z.infer<typeof patientDashboard>;

/** `GET /api/dashboard/summary`: answered by the caller's widest role (admin, doctor, patient). */
export const dashboardSummary = z.discriminatedUnion('role', [
  adminDashboard,
  doctorDashboard,
  patientDashboard,
]);
export type DashboardSummary = z.infer<typeof dashboardSummary>;
