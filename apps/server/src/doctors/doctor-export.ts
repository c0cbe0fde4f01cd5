import type { Locale } from '@cep/contract';
import { columnsIn } from '../platform/lists/export-columns';
import type { ExportColumn } from '../platform/lists/export-rows';
import { maskPhone } from '../platform/lists/masking';

/* The columns of the doctor list's export, headers in the caller's language; numbers masked as the list shows them (platform/lists/export-columns.ts says why). */

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
