import type { Locale } from '../../i18n';

export interface PatientBannerMessages {
  region: (name: string) => string;
  current: string;
  sex: string;
  age: string;
  years: (n: number) => string;
  idTail: string;
  unknown: string;
}

export const patientBannerMessages: Record<Locale, PatientBannerMessages> = {
  'zh-CN': {
    region: (name) => `当前患者：${name}`,
    current: '当前患者',
    sex: '性别',
    age: '年龄',
    years: (n) => `${n} 岁`,
    idTail: '证件号后四位',
    unknown: '未填写',
  },
  'en-US': {
    region: (name) => `Current patient: ${name}`,
    current: 'Current patient',
    sex: 'Sex',
    age: 'Age',
    years: (n) => `${n} years`,
    idTail: 'ID, last four',
    unknown: 'Not given',
  },
};
