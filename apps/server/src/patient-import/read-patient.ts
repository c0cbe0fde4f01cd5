import { hasValidIdCheckDigit, type ImportOutcome } from '@cep/contract';
import type { IdentifierSystems } from '../fhir/systems';

/*
 * One Bundle entry's Patient, read the way the HIS writes it and the way our FHIR interface
 * emits it (fhir/patient.ts): name as `text` or `family` + `given` (the characters' name before
 * the pinyin one), gender, birthDate, identifier[] (system + value: the medical record number
 * and the resident ID card, by the hospital's systems), telecom phone, address text. Every fault
 * becomes an OperationOutcome issue naming its element, so the admin reads which entry and which
 * field is wrong; an entry with one error is not imported at all.
 */

/** An entry's Patient as our columns take it. */
export interface ImportedPatient {
  name: string;
  sex: '男' | '女' | null;
  /** `YYYY-MM-DD`. */
  birthDate: string | null;
  mrn: string | null;
  /** Upper case, check digit valid. */
  idCard: string | null;
  /** A mainland mobile number (the only phone our records take); others are left out. */
  phone: string | null;
  address: string | null;
}

type Issue = ImportOutcome['issue'][number];

export type ReadResult =
  | { ok: true; patient: ImportedPatient }
  | { ok: false; outcome: ImportOutcome; partial: Partial<ImportedPatient> };

/** Our column's rule (migration 0036). */
const mrnPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;
const mobilePattern = /^1[3-9]\d{9}$/;
const cjk = /^[\u3400-\u9fff\u00b7·]+$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().replace(/\s+/g, ' ');
  return trimmed === '' ? undefined : trimmed;
}

/** Whether `YYYY-MM-DD` is a real day of the calendar. */
function realDay(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Whole years from `birthDate` to `today` (both `YYYY-MM-DD`). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** The representation extension's code of a name ('IDE' characters, 'ABC' pinyin). */
function representationOf(name: Record<string, unknown>): string | undefined {
  const extensions = Array.isArray(name.extension) ? name.extension : [];
  for (const extension of extensions) {
    if (
      isObject(extension) &&
      typeof extension.url === 'string' &&
      extension.url.endsWith('iso21090-EN-representation')
    ) {
      return typeof extension.valueCode === 'string' ? extension.valueCode : undefined;
    }
  }
  return undefined;
}

/** The name's text: `text`, else family + given (no space between characters). */
function nameText(name: Record<string, unknown>): string | undefined {
  const given = Array.isArray(name.given)
    ? name.given.map(text).filter((part) => part !== undefined)
    : [];
  const family = text(name.family);
  const fromParts = [family, ...given].filter((part): part is string => part !== undefined);
  if (fromParts.length > 0) {
    const joined = fromParts.every((part) => cjk.test(part))
      ? fromParts.join('')
      : [...given, ...(family ? [family] : [])].join(' ');
    return text(name.text) ?? joined;
  }
  return text(name.text);
}

/** Index of the name to take: the characters' one (IDE), else official, else usual, else the first. */
function chosenName(names: unknown[]): number {
  const objects = names.map((name) => (isObject(name) ? name : {}));
  const ide = objects.findIndex((name) => representationOf(name) === 'IDE');
  if (ide >= 0) return ide;
  const official = objects.findIndex(
    (name) => name.use === 'official' && representationOf(name) !== 'ABC',
  );
  if (official >= 0) return official;
  const usual = objects.findIndex((name) => name.use === 'usual');
  return usual >= 0 ? usual : 0;
}

function phoneOf(telecom: unknown): string | null {
  if (!Array.isArray(telecom)) return null;
  for (const point of telecom) {
    if (!isObject(point) || point.system !== 'phone' || typeof point.value !== 'string') continue;
    const digits = point.value.replace(/[\s-]/g, '').replace(/^(\+86|0086)/, '');
    if (mobilePattern.test(digits)) return digits;
  }
  return null;
}

function addressOf(address: unknown): string | undefined {
  if (!Array.isArray(address) || !isObject(address[0])) return undefined;
  const first = address[0];
  const fromText = text(first.text);
  if (fromText) return fromText;
  const lines = Array.isArray(first.line) ? first.line.map(text) : [];
  const parts = [first.state, first.city, first.district, ...lines].map(text).filter(Boolean);
  return parts.length > 0 ? parts.join('') : undefined;
}

/**
 * Reads entry `index`'s resource. `today` is `YYYY-MM-DD` (no birth date after it). The outcome's
 * expressions are FHIRPath from the Bundle: `Bundle.entry[3].resource.birthDate`.
 */
export function readPatient(
  resource: unknown,
  index: number,
  known: IdentifierSystems,
  today: string,
): ReadResult {
  const at = `Bundle.entry[${index}].resource`;
  const issues: Issue[] = [];
  const fail = (code: string, diagnostics: string, path?: string) =>
    issues.push({
      severity: 'error',
      code,
      diagnostics,
      expression: [path ? `${at}.${path}` : at],
    });
  const partial: Partial<ImportedPatient> = {};

  if (!isObject(resource)) {
    fail('required', `第 ${index + 1} 条没有资源（resource）`);
    return { ok: false, outcome: outcomeOf(issues), partial };
  }
  if (resource.resourceType !== 'Patient') {
    fail(
      'not-supported',
      `第 ${index + 1} 条是 ${typeof resource.resourceType === 'string' ? resource.resourceType : '未知'} 资源，只能导入 Patient`,
      'resourceType',
    );
    return { ok: false, outcome: outcomeOf(issues), partial };
  }

  // Name.
  if (!Array.isArray(resource.name) || resource.name.length === 0) {
    fail('required', '缺少姓名（name）', 'name');
  } else {
    const chosen = chosenName(resource.name);
    const name = resource.name[chosen];
    const value = isObject(name) ? nameText(name) : undefined;
    if (value === undefined)
      fail('required', '姓名为空（name 需要 text 或 family、given）', `name[${chosen}]`);
    else if (value.length > 50) fail('value', '姓名不能超过50个字符', `name[${chosen}]`);
    else partial.name = value;
  }

  // Gender.
  if (resource.gender === undefined) partial.sex = null;
  else if (resource.gender === 'male') partial.sex = '男';
  else if (resource.gender === 'female') partial.sex = '女';
  else if (resource.gender === 'other' || resource.gender === 'unknown') partial.sex = null;
  else fail('code-invalid', '性别（gender）只能是 male、female、other 或 unknown', 'gender');

  // Identifiers.
  let mrn: string | null = null;
  let idCard: string | null = null;
  if (resource.identifier !== undefined && !Array.isArray(resource.identifier)) {
    fail('structure', 'identifier 必须是数组', 'identifier');
  } else {
    const identifiers: unknown[] = Array.isArray(resource.identifier) ? resource.identifier : [];
    for (const [position, identifier] of identifiers.entries()) {
      if (!isObject(identifier)) continue;
      const value = text(identifier.value);
      const path = `identifier[${position}].value`;
      if (identifier.system === known.medicalRecordNumber) {
        if (value === undefined || !mrnPattern.test(value)) {
          fail(
            'value',
            '病历号格式不正确（1–40位字母、数字、点、下划线或短横线，以字母或数字开头）',
            path,
          );
        } else if (mrn !== null && mrn !== value) {
          fail('business-rule', '同一患者有两个不同的病历号', path);
        } else mrn = value;
      } else if (identifier.system === known.residentIdCard) {
        const card = value?.toUpperCase();
        // Masked as our FHIR interface sends it to most callers (110***********0021): unknown.
        if (card !== undefined && /^[0-9]{3}\*+[0-9X]{4}$/.test(card)) continue;
        if (card === undefined || !hasValidIdCheckDigit(card)) {
          fail('value', '身份证号不正确（需为18位，且校验位正确）', path);
        } else if (idCard !== null && idCard !== card) {
          fail('business-rule', '同一患者有两个不同的身份证号', path);
        } else idCard = card;
      }
    }
    const rejected = issues.some((issue) => issue.expression?.[0]?.startsWith(`${at}.identifier`));
    if (!rejected && mrn === null && idCard === null) {
      fail('required', '缺少病历号或身份证号（identifier 中按医院的标识系统给出）', 'identifier');
    }
  }

  partial.mrn = mrn;
  partial.idCard = idCard;

  // Birth date: a whole day, not in the future, as the ID card says.
  partial.birthDate = null;
  if (resource.birthDate !== undefined) {
    const value = resource.birthDate;
    if (typeof value !== 'string' || !/^\d{4}(-\d{2}(-\d{2})?)?$/.test(value)) {
      fail('value', '出生日期（birthDate）格式不正确，应为 YYYY-MM-DD', 'birthDate');
    } else if (value.length < 10) {
      fail('value', '出生日期（birthDate）需精确到日（YYYY-MM-DD）', 'birthDate');
    } else if (!realDay(value)) {
      fail('value', `出生日期 ${value} 不是有效的日期`, 'birthDate');
    } else if (value > today) {
      fail('value', '出生日期不能晚于今天', 'birthDate');
    } else if (ageOn(value, today) > 150) {
      fail('value', '出生日期早于150年前', 'birthDate');
    } else partial.birthDate = value;
  }
  const birthDate = partial.birthDate as string | null;
  if (idCard && birthDate) {
    const digits = idCard.slice(6, 14);
    if (digits !== birthDate.replaceAll('-', '')) {
      fail('business-rule', '出生日期与身份证号中的出生日期不一致', 'birthDate');
    }
  } else if (idCard && resource.birthDate === undefined) {
    // No birth date sent: the card's, when it is a real day (as migration 0036 filled them).
    const digits = idCard.slice(6, 14);
    const day = `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
    if (realDay(day) && day <= today) partial.birthDate = day;
  }

  partial.phone = phoneOf(resource.telecom);
  const address = addressOf(resource.address);
  if (address !== undefined && address.length > 500)
    fail('value', '地址不能超过500个字符', 'address[0]');
  partial.address = address ?? null;

  if (issues.length > 0) return { ok: false, outcome: outcomeOf(issues), partial };
  return { ok: true, patient: partial as ImportedPatient };
}

export function outcomeOf(issues: Issue[]): ImportOutcome {
  return { resourceType: 'OperationOutcome', issue: issues };
}
