import { ApiError } from '../../platform/http/api-error';
import { integerId } from '../search';

/*
 * Logical ids of the resources made from assessments (issue 31): `assessment-12` for the
 * Observation of assessment 12's total and for the QuestionnaireResponse of its sheet. The prefix
 * keeps them apart from other kinds of Observation the interface may emit (training outcomes,
 * recordings), which would take prefixes of their own; Patient ids stay plain integers.
 */

export const assessmentPrefix = 'assessment';

/** `assessment-12` for assessment 12. */
export function assessmentResourceId(id: number): string {
  return `${assessmentPrefix}-${id}`;
}

/**
 * The integer of a prefixed id (`assessment-12` → 12), or undefined when the id is not one of
 * that prefix's (any other prefix, a leading zero, past PostgreSQL's integer).
 */
export function parsePrefixedId(prefix: string, id: string): number | undefined {
  if (!id.startsWith(`${prefix}-`)) return undefined;
  return integerId(id.slice(prefix.length + 1));
}

/** The assessment an id names, or 40401 (an id we never hand out names nothing). */
export function assessmentIdOf(id: string, type: string): number {
  const parsed = parsePrefixedId(assessmentPrefix, id);
  if (parsed === undefined) throw new ApiError(40401, `${type} 资源不存在`);
  return parsed;
}
