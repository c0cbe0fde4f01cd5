import type { ConsentDecisionKind, ConsentPurpose } from '@cep/contract';
import type { Locale } from '@cep/ui';

/*
 * Separate consent (issue 32 item 2): the words of the consent screen, 我的同意 and the
 * clinicians' 知情同意 part. The texts themselves come from the server, in both languages.
 */
export interface ConsentMessages {
  screenTitle: string;
  screenIntro: string;
  required: string;
  optional: string;
  accept: string;
  decline: string;
  submit: string;
  chooseEach: string;
  medicalNeededTitle: string;
  medicalNeeded: string;
  chooseAgain: string;
  signOut: string;
  loading: string;
  loadFailed: string;
  retry: string;
  saveFailed: string;
  /** What a decision is called, shown beside a purpose. */
  decision: Record<ConsentDecisionKind | 'undecided' | 'due', string>;
  version: (version: number) => string;
  decidedOn: (date: string) => string;
  onPaper: string;
  readText: string;
  sectionTitle: string;
  sectionIntro: string;
  withdraw: string;
  acceptAgain: string;
  withdrawTitle: string;
  /** What stops when a purpose is withdrawn; the medical record is kept. */
  withdrawEffect: Record<ConsentPurpose, string>;
  recordKept: string;
  confirmWithdraw: string;
  cancel: string;
  withdrawn: string;
  accepted: string;
  noRecord: string;
}

export const consentMessages: Record<Locale, ConsentMessages> = {
  'zh-CN': {
    screenTitle: '使用前，请您阅读并选择',
    screenIntro: '每一项都可以单独选择。您以后可以在「我的隐私与数据」中随时更改。',
    required: '必需',
    optional: '可选',
    accept: '同意',
    decline: '不同意',
    submit: '确认我的选择',
    chooseEach: '请为每一项选择「同意」或「不同意」。',
    medicalNeededTitle: '需要您同意「用于您的诊疗」',
    medicalNeeded:
      '没有这项同意，平台不能用于您的诊疗。您可以重新选择并同意，也可以退出登录。您已有的病历会按法律保存。',
    chooseAgain: '重新选择',
    signOut: '退出登录',
    loading: '正在读取同意书…',
    loadFailed: '同意书没有读取成功。',
    retry: '重试',
    saveFailed: '没有保存成功：',
    decision: {
      accepted: '已同意',
      declined: '不同意',
      withdrawn: '已撤回',
      undecided: '尚未选择',
      due: '同意书已更新，请重新选择',
    },
    version: (version) => `第 ${version} 版`,
    decidedOn: (date) => `${date} 决定`,
    onPaper: '纸质同意书',
    readText: '阅读同意书全文',
    sectionTitle: '我的同意',
    sectionIntro: '每一项都是单独的。撤回同意后，相关功能会停止；您的病历会保留。',
    withdraw: '撤回同意',
    acceptAgain: '同意',
    withdrawTitle: '确定撤回这项同意吗？',
    withdrawEffect: {
      medical: '撤回后，平台不能再用于您的诊疗，您只能看到同意页面。我们会告知您的护理团队。',
      signals: '撤回后，不会再为您记录生理信号。正在进行的记录会马上停止。',
      community: '撤回后，您会离开所有病友小组、挑战和小组活动，不能再发帖。',
      research: '撤回后，您的数据不再用于新的研究。',
    },
    recordKept: '您已有的病历会保留，不会删除。',
    confirmWithdraw: '确定撤回',
    cancel: '取消',
    withdrawn: '已撤回同意',
    accepted: '已同意',
    noRecord: '您的账号还没有患者档案，请联系您的医生。',
  },
  'en-US': {
    screenTitle: 'Before you start, please read and choose',
    screenIntro:
      'You choose each item on its own. You can change your choices at any time in My Privacy & Data.',
    required: 'Required',
    optional: 'Optional',
    accept: 'I agree',
    decline: 'I do not agree',
    submit: 'Confirm my choices',
    chooseEach: 'Please choose "I agree" or "I do not agree" for each item.',
    medicalNeededTitle: 'We need your consent to "Use for your care"',
    medicalNeeded:
      'Without this consent, the platform cannot be used for your care. You can choose again and agree, or sign out. Your existing medical record is kept as the law requires.',
    chooseAgain: 'Choose again',
    signOut: 'Sign out',
    loading: 'Loading the consent texts…',
    loadFailed: 'The consent texts could not be loaded.',
    retry: 'Try again',
    saveFailed: 'Not saved: ',
    decision: {
      accepted: 'Agreed',
      declined: 'Not agreed',
      withdrawn: 'Withdrawn',
      undecided: 'Not chosen yet',
      due: 'The text changed: please choose again',
    },
    version: (version) => `Version ${version}`,
    decidedOn: (date) => `decided on ${date}`,
    onPaper: 'Paper form',
    readText: 'Read the full text',
    sectionTitle: 'My consents',
    sectionIntro:
      'Each item is separate. If you withdraw, the related features stop; your medical record is kept.',
    withdraw: 'Withdraw consent',
    acceptAgain: 'Agree',
    withdrawTitle: 'Withdraw this consent?',
    withdrawEffect: {
      medical:
        'After you withdraw, the platform can no longer be used for your care and you will only see the consent page. We will tell your care team.',
      signals:
        'After you withdraw, no more body signals are recorded for you. A recording in progress stops at once.',
      community:
        'After you withdraw, you leave all patient groups, challenges and group sessions, and cannot post.',
      research: 'After you withdraw, your data is not used in new research.',
    },
    recordKept: 'Your existing medical record is kept. Nothing is deleted.',
    confirmWithdraw: 'Withdraw',
    cancel: 'Cancel',
    withdrawn: 'Consent withdrawn',
    accepted: 'Consent given',
    noRecord: 'Your account has no patient record yet. Please contact your doctor.',
  },
};
