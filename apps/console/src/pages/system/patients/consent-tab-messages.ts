import type { Locale } from '@cep/ui';

/** 知情同意 on the patient's page (issue 32 item 2): the clinicians' words. */
export interface ConsentTabMessages {
  title: string;
  loading: string;
  failed: string;
  noCare: string;
  purpose: string;
  status: string;
  versionAndDate: string;
  history: string;
  inApp: string;
  viewScan: string;
  paperTitle: string;
  paperHint: string;
  scan: string;
  notOnForm: string;
  paperAccepted: string;
  paperDeclined: string;
  recordPaper: string;
  recorded: string;
  needScan: string;
  needChoice: string;
}

export const consentTabMessages: Record<Locale, ConsentTabMessages> = {
  'zh-CN': {
    title: '知情同意',
    loading: '正在读取…',
    failed: '操作失败：',
    noCare:
      '该患者未同意（或已撤回）「用于诊疗」：平台不能用于其诊疗，已有病历保留。请与患者沟通。',
    purpose: '事项',
    status: '当前决定',
    versionAndDate: '版本与日期',
    history: '全部决定记录',
    inApp: '线上',
    viewScan: '查看扫描件',
    paperTitle: '登记纸质同意书',
    paperHint: '上传患者签署的纸质同意书扫描件（图片或 PDF，不超过2MB），并按纸面内容选择每一项。',
    scan: '扫描件',
    notOnForm: '不登记',
    paperAccepted: '同意',
    paperDeclined: '不同意',
    recordPaper: '登记',
    recorded: '已登记纸质同意书',
    needScan: '请先选择扫描件',
    needChoice: '请至少为一项选择「同意」或「不同意」',
  },
  'en-US': {
    title: 'Consent',
    loading: 'Loading…',
    failed: 'Failed: ',
    noCare:
      'This patient has not given (or has withdrawn) consent to "Use for care": the platform cannot be used for their care; their record is kept. Please talk with the patient.',
    purpose: 'Purpose',
    status: 'Current decision',
    versionAndDate: 'Version and date',
    history: 'All decisions',
    inApp: 'In the app',
    viewScan: 'View scan',
    paperTitle: 'Record a paper consent',
    paperHint:
      'Upload the scan of the form the patient signed (image or PDF, up to 2 MB) and choose each item as the form says.',
    scan: 'Scan',
    notOnForm: 'Not on the form',
    paperAccepted: 'Agreed',
    paperDeclined: 'Not agreed',
    recordPaper: 'Record',
    recorded: 'Paper consent recorded',
    needScan: 'Please choose the scan first',
    needChoice: 'Please choose "Agreed" or "Not agreed" for at least one item',
  },
};
