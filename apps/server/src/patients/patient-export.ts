import type { Locale } from '@cep/contract';
import { columnsIn } from '../platform/lists/export-columns';
import type { ExportColumn } from '../platform/lists/export-rows';
import { maskIdentityCard, maskPhone } from '../platform/lists/masking';

/* The columns of the patient list's export, headers in the caller's language; numbers masked as the list shows them (platform/lists/export-columns.ts says why). */

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
