import { z } from 'zod';
import { fromQueryText, text } from './fields';

/*
 * The HL7 FHIR R4 interface (issue 31): the search parameters each resource accepts. The keys of
 * these schemas are what the server's CapabilityStatement lists (GET /fhir/R4/metadata), so a
 * parameter exists in both places or in neither. Unknown parameters are ignored, as FHIR's
 * default `handling=lenient` says.
 */

/** The FHIR version this interface speaks. */
export const fhirVersion = '4.0.1';

/** The media type of FHIR's JSON format. */
export const fhirJsonType = 'application/fhir+json';

/**
 * A FHIR logical id as a path parameter: `[A-Za-z0-9\-\.]{1,64}` (FHIR's `id` type). Ours are
 * integers; any other well-formed id names no resource (404), not a malformed request.
 */
export const fhirIdParams = z.strictObject({
  id: text().regex(/^[A-Za-z0-9\-.]{1,64}$/, '资源ID格式不正确'),
});

/** A parameter FHIR lets a client repeat (`_lastUpdated=ge…&_lastUpdated=lt…`), as a list. */
function repeatable<T extends z.ZodType<string>>(one: T) {
  return z.preprocess(
    (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]),
    z.array(one).max(4, '同一参数最多出现4次').optional(),
  );
}

/**
 * A date search value: an optional prefix (eq, ne is not supported, gt, ge, lt, le) and a date of
 * year, month, day or instant precision (`ge2026-01`, `2026-03-05`, `lt2026-03-05T08:00:00+08:00`).
 */
export const fhirDateParam = text()
  .max(40, '日期参数过长')
  .regex(
    /^(eq|gt|ge|lt|le)?\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/,
    '日期参数格式应为 [eq|gt|ge|lt|le]YYYY[-MM[-DD[Thh:mm[:ss][Z|±hh:mm]]]]',
  );

/** A token search value: `system|code`, `|code` (no system) or `code`. */
export const fhirTokenParam = text().max(200, '参数值过长');

/** `_format`: JSON only; XML and anything else are refused with 406. */
export const fhirFormat = text().max(60).optional();

/** What every search accepts: paging, `_lastUpdated`, `_format`. */
export const fhirSearchBase = z.object({
  _count: fromQueryText(
    z
      .number({ error: '_count 必须是数字' })
      .int('_count 必须是整数')
      .min(0, '_count 不能小于0')
      .max(100, '_count 最多为100'),
  ).optional(),
  _offset: fromQueryText(
    z
      .number({ error: '_offset 必须是数字' })
      .int('_offset 必须是整数')
      .min(0, '_offset 不能小于0')
      .max(1_000_000, '_offset 过大'),
  ).optional(),
  _lastUpdated: repeatable(fhirDateParam),
  _format: fhirFormat,
});
export type FhirSearchBase = z.infer<typeof fhirSearchBase>;

/** What a read (`GET /fhir/R4/<type>/<id>`) and `metadata` accept. */
export const fhirReadQuery = z.object({ _format: fhirFormat });

/**
 * `GET /fhir/R4/Patient`: by identifier (medical record number or resident ID card, with or
 * without its system), by name (the characters, the full pinyin or the initials, anywhere in the
 * name), by id, sex and birth date.
 */
export const fhirPatientSearch = fhirSearchBase.extend({
  _id: fhirTokenParam.optional(),
  identifier: fhirTokenParam.optional(),
  name: text().trim().max(50, '姓名参数不能超过50个字符').optional(),
  gender: z.enum(['male', 'female', 'unknown', 'other'], { error: 'gender 取值无效' }).optional(),
  birthdate: repeatable(fhirDateParam),
});
export type FhirPatientSearch = z.infer<typeof fhirPatientSearch>;

/** `Patient/{id}/$everything`: paging of the patient's compartment. */
export const fhirEverythingQuery = z.object({
  _count: fhirSearchBase.shape._count,
  _offset: fhirSearchBase.shape._offset,
  _format: fhirFormat,
});
