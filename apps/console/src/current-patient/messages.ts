import type { Locale } from '@cep/ui';

export interface CurrentPatientMessages {
  switchPatient: string;
  clear: string;
  record: string;
  cancelSwitch: string;
  noneChosen: string;
}

export const currentPatientMessages: Record<Locale, CurrentPatientMessages> = {
  'zh-CN': {
    switchPatient: '更换患者',
    clear: '清除当前患者',
    record: '患者档案',
    cancelSwitch: '不更换',
    noneChosen: '尚未选择当前患者。',
  },
  'en-US': {
    switchPatient: 'Change patient',
    clear: 'Clear current patient',
    record: 'Patient record',
    cancelSwitch: 'Keep this patient',
    noneChosen: 'No current patient chosen yet.',
  },
};
