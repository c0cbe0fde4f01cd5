import type { PatientImportDifference, PatientImportStatus } from '@cep/contract';
import type { Locale } from '@cep/ui';

/** 从 HIS 导入患者 (issue 31, part 2). */
export interface PatientImportMessages {
  title: string;
  intro: string;
  file: string;
  fileHint: string;
  paste: string;
  pasteHint: string;
  preview: string;
  confirm: string;
  again: string;
  notJson: string;
  failed: string;
  counts: Record<PatientImportStatus, string>;
  countsLabel: string;
  caption: string;
  index: string;
  status: string;
  name: string;
  sex: string;
  birthDate: string;
  mrn: string;
  idCard: string;
  patient: string;
  detail: string;
  statusText: Record<PatientImportStatus, string>;
  difference: Record<PatientImportDifference, string>;
  differs: string;
  noEntries: string;
  expires: (time: string) => string;
  nothingToImport: string;
  result: (imported: number, updated: number, skipped: number) => string;
}

export const patientImportMessages: Record<Locale, PatientImportMessages> = {
  'zh-CN': {
    title: '从 HIS 导入患者',
    intro:
      '上传或粘贴医院 HIS 导出的 FHIR R4 Bundle（Patient 资源）。先预览：按病历号、身份证号匹配已有患者（不按姓名），确认后才写入；有冲突或错误的条目不会导入。',
    file: '选择文件（.json）',
    fileHint: '最大 5 MB，最多 1000 条',
    paste: '或粘贴 Bundle 的 JSON',
    pasteHint: '{"resourceType": "Bundle", "entry": [...]}',
    preview: '预览',
    confirm: '确认导入',
    again: '重新选择',
    notJson: '内容不是有效的 JSON',
    failed: '操作失败：',
    counts: { new: '新增', match: '匹配', conflict: '冲突', invalid: '错误' },
    countsLabel: '预览结果',
    caption: '预览条目',
    index: '序号',
    status: '状态',
    name: '姓名',
    sex: '性别',
    birthDate: '出生日期',
    mrn: '病历号',
    idCard: '身份证号',
    patient: '已有患者',
    detail: '说明',
    statusText: { new: '新增', match: '匹配', conflict: '冲突', invalid: '错误' },
    difference: {
      name: '姓名',
      sex: '性别',
      birthDate: '出生日期',
      medicalRecordNumber: '病历号',
      identityCard: '身份证号',
      twoPatients: '病历号与身份证号分属两位患者',
      username: '账号名已被占用',
    },
    differs: '不一致：',
    noEntries: '没有条目',
    expires: (time) => `预览有效至 ${time}`,
    nothingToImport: '没有可导入的条目',
    result: (imported, updated, skipped) =>
      `导入完成：新增 ${imported} 位患者，补全 ${updated} 位已有患者的空字段，跳过 ${skipped} 条。`,
  },
  'en-US': {
    title: 'Import Patients from the HIS',
    intro:
      "Upload or paste a FHIR R4 Bundle of Patient resources exported by the hospital's HIS. Preview first: patients are matched by medical record number and ID card (never by name); nothing is written until you confirm, and conflicting or invalid entries are not imported.",
    file: 'Choose a file (.json)',
    fileHint: 'Up to 5 MB and 1,000 entries',
    paste: 'Or paste the Bundle as JSON',
    pasteHint: '{"resourceType": "Bundle", "entry": [...]}',
    preview: 'Preview',
    confirm: 'Confirm Import',
    again: 'Start Over',
    notJson: 'The content is not valid JSON',
    failed: 'Failed: ',
    counts: { new: 'New', match: 'Match', conflict: 'Conflict', invalid: 'Invalid' },
    countsLabel: 'Preview',
    caption: 'Preview entries',
    index: 'No.',
    status: 'Status',
    name: 'Name',
    sex: 'Sex',
    birthDate: 'Birth Date',
    mrn: 'MRN',
    idCard: 'ID Card',
    patient: 'Existing Patient',
    detail: 'Details',
    statusText: { new: 'New', match: 'Match', conflict: 'Conflict', invalid: 'Invalid' },
    difference: {
      name: 'name',
      sex: 'sex',
      birthDate: 'birth date',
      medicalRecordNumber: 'medical record number',
      identityCard: 'ID card',
      twoPatients: 'MRN and ID card belong to two patients',
      username: 'account name taken',
    },
    differs: 'Differs: ',
    noEntries: 'No entries',
    expires: (time) => `Preview valid until ${time}`,
    nothingToImport: 'Nothing to import',
    result: (imported, updated, skipped) =>
      `Import done: ${imported} patients added, ${updated} existing patients completed, ${skipped} entries skipped.`,
  },
};
