import { z } from 'zod';
import { doctorJob } from './enums';
import { id, idText } from './fields';

/*
 * A patient's care team: the clinicians (doctors, therapists, trainers, nurses — doctor records)
 * who treat them. A doctor reads and changes only the patients of their own teams.
 */

/** One clinician of a patient's team, with who put them there and when. */
export const careTeamMember = z.object({
  /** The doctor record's id (doctorInformation), not the account's. */
  doctorId: z.number().int(),
  doctorName: z.string(),
  /** Their role in the team: the doctor record's profession. */
  job: doctorJob.nullable(),
  /** Epoch milliseconds. */
  assignedAt: z.number().int(),
  /** The account that assigned them; null once that account is deleted (or for seeded teams). */
  assignedById: z.number().int().nullable(),
  assignedByName: z.string().nullable(),
});
export type CareTeamMember = z.infer<typeof careTeamMember>;

/** A patient's whole team, earliest assigned first. */
export const careTeam = z.array(careTeamMember);
export type CareTeam = z.infer<typeof careTeam>;

export const careTeamQuery = z.strictObject({ patientId: idText });
export type CareTeamQuery = z.infer<typeof careTeamQuery>;

/** Who joins or leaves which patient's team (both record ids). */
export const careTeamChange = z.strictObject({ patientId: id, doctorId: id });
export type CareTeamChange = z.infer<typeof careTeamChange>;
