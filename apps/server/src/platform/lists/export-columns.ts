import type { Locale } from '@cep/contract';
import type { ExportColumn } from './export-rows';
import { maskIdentityCard, maskPhone } from './masking';

/*
 * The columns of each export, headers in the caller's language. Phone and ID-card numbers are
 * written masked, as the lists show them: an export is a bulk copy leaving the system, and the
 * audited per-record reveal stays the only way to a full number.
 */

type Headers<K extends string> = Record<K, Record<Locale, string>>;

/** An export's columns, each header in `locale` beside how a row gives its cell. */
export function columnsIn<R, K extends string>(
  locale: Locale,
  headers: Headers<K>,
  values: Record<K, ExportColumn<R>['value']>,
): ExportColumn<R>[] {
  return (Object.keys(headers) as K[]).map((key) => ({
    header: headers[key][locale],
    value: values[key],
  }));
}

interface PatientExportRow {
  id: number;
  patient_name: string;
  phone: string | null;
  age: number | null;
  sex: string | null;
  edu: string | null;
  handedness: string | null;
  job: string | null;
  address: string | null;
  identity_card: string | null;
}

export function patientExportColumns(locale: Locale): ExportColumn<PatientExportRow>[] {
  return columnsIn<PatientExportRow, keyof PatientExportRow>(
    locale,
    {
      id: { 'zh-CN': '编号', 'en-US': 'ID' },
      patient_name: { 'zh-CN': '姓名', 'en-US': 'Name' },
      phone: { 'zh-CN': '手机号', 'en-US': 'Phone' },
      age: { 'zh-CN': '年龄', 'en-US': 'Age' },
      sex: { 'zh-CN': '性别', 'en-US': 'Sex' },
      edu: { 'zh-CN': '学历', 'en-US': 'Education' },
      handedness: { 'zh-CN': '利手', 'en-US': 'Handedness' },
      job: { 'zh-CN': '职业', 'en-US': 'Occupation' },
      address: { 'zh-CN': '住址', 'en-US': 'Address' },
      identity_card: { 'zh-CN': '身份证号', 'en-US': 'ID card' },
    },
    {
      id: (row) => row.id,
      patient_name: (row) => row.patient_name,
      phone: (row) => maskPhone(row.phone),
      age: (row) => row.age,
      sex: (row) => row.sex,
      edu: (row) => row.edu,
      handedness: (row) => row.handedness,
      job: (row) => row.job,
      address: (row) => row.address,
      identity_card: (row) => maskIdentityCard(row.identity_card),
    },
  );
}

interface DoctorExportRow {
  id: number;
  doctor_name: string;
  phone: string | null;
  age: number | null;
  sex: string | null;
  job: string | null;
  occupational_number: string | null;
  working_seniority: number | null;
}

export function doctorExportColumns(locale: Locale): ExportColumn<DoctorExportRow>[] {
  return columnsIn<DoctorExportRow, keyof DoctorExportRow>(
    locale,
    {
      id: { 'zh-CN': '编号', 'en-US': 'ID' },
      doctor_name: { 'zh-CN': '姓名', 'en-US': 'Name' },
      phone: { 'zh-CN': '手机号', 'en-US': 'Phone' },
      age: { 'zh-CN': '年龄', 'en-US': 'Age' },
      sex: { 'zh-CN': '性别', 'en-US': 'Sex' },
      job: { 'zh-CN': '职业', 'en-US': 'Profession' },
      occupational_number: { 'zh-CN': '执业证书编号', 'en-US': 'Licence number' },
      working_seniority: { 'zh-CN': '工龄', 'en-US': 'Years of practice' },
    },
    {
      id: (row) => row.id,
      doctor_name: (row) => row.doctor_name,
      phone: (row) => maskPhone(row.phone),
      age: (row) => row.age,
      sex: (row) => row.sex,
      job: (row) => row.job,
      occupational_number: (row) => row.occupational_number,
      working_seniority: (row) => row.working_seniority,
    },
  );
}

interface UserExportRow {
  id: number;
  username: string;
  name: string;
  user_auth: string;
  roles: string[];
  created_at: Date;
}

export function userExportColumns(locale: Locale): ExportColumn<UserExportRow>[] {
  return columnsIn<UserExportRow, keyof UserExportRow>(
    locale,
    {
      id: { 'zh-CN': '编号', 'en-US': 'ID' },
      username: { 'zh-CN': '用户名', 'en-US': 'Username' },
      name: { 'zh-CN': '姓名', 'en-US': 'Name' },
      user_auth: { 'zh-CN': '用户类型', 'en-US': 'User type' },
      roles: { 'zh-CN': '角色', 'en-US': 'Roles' },
      created_at: { 'zh-CN': '创建时间', 'en-US': 'Created' },
    },
    {
      id: (row) => row.id,
      username: (row) => row.username,
      name: (row) => row.name,
      user_auth: (row) => row.user_auth,
      roles: (row) => row.roles.join(' '),
      created_at: (row) => row.created_at.toISOString(),
    },
  );
}
