import type { ErasedItem, ErasureStatus, KeptItem } from '@cep/contract';
import type { Locale } from '@cep/ui';

/** 申请删除个人信息 (issue 32 §5) and the statement the admin page shows too. */
export interface ErasureMessages {
  heading: string;
  intro: string;
  erasedHeading: string;
  keptHeading: string;
  keptWhy: (inpatient: number, outpatient: number) => string;
  reports: string;
  count: (n: number) => string;
  erased: Record<ErasedItem, string>;
  kept: Record<KeptItem, string>;
  ask: string;
  confirmTitle: string;
  confirmMessage: string;
  confirmYes: string;
  pending: (askedAt: string, deadline: string) => string;
  rejected: (reason: string) => string;
  completed: string;
  askAgain: string;
  failed: string;
  loading: string;
  status: Record<ErasureStatus, string>;
}

export const erasureMessages: Record<Locale, ErasureMessages> = {
  'zh-CN': {
    heading: '申请删除个人信息',
    intro:
      '您可以申请删除您在平台上的个人信息。管理员会在 15 天内处理。病历依法不能删除，会继续保存到法定期限结束。',
    erasedHeading: '将删除或匿名化的内容',
    keptHeading: '依法保留的内容',
    keptWhy: (inpatient, outpatient) =>
      `这些属于病历。按照《医疗机构管理条例实施细则》第五十三条，住院病历至少保存 ${inpatient} 年，门诊病历至少保存 ${outpatient} 年，期满后才会清除。在此之前只做保存，仍归在您的名下，供您的医疗团队查阅。`,
    reports: '训练报告由上面的记录生成，同样保留。',
    count: (n) => `${n} 项`,
    erased: {
      communityPosts: '您在病友小组发的帖子：内容改为“该内容已按用户要求删除”',
      postPictures: '帖子里的图片：删除',
      groupMemberships: '您在小组里的昵称和头像：清除并退出小组',
      postReports: '您对帖子的举报：删除',
      challengeEntries: '您参加的挑战：删除',
      sessionSignups: '还没参加的小组活动报名：取消',
      account: '您的账号：注销，之后不能再登录',
    },
    kept: {
      assessments: '评估结果',
      trainingPlans: '训练计划',
      trainingResults: '训练结果',
      recordings: '生理信号记录',
      findings: '医生审阅的智能提示',
      clinicianMessages: '您和医生之间的消息',
    },
    ask: '申请删除我的个人信息',
    confirmTitle: '确定申请删除吗？',
    confirmMessage:
      '管理员处理后，上面列出的内容会被删除或匿名化，您的账号会被注销，不能再登录。病历会依法保留。',
    confirmYes: '确定申请',
    pending: (askedAt, deadline) =>
      `您已在 ${askedAt} 提交删除申请，管理员会在 ${deadline} 前处理。`,
    rejected: (reason) => `您上次的申请未被通过，理由：${reason}`,
    completed: '您的删除申请已处理完毕。',
    askAgain: '再次申请',
    failed: '操作失败：',
    loading: '正在读取…',
    status: { pending: '待处理', completed: '已完成', rejected: '已拒绝' },
  },
  'en-US': {
    heading: 'Ask to erase my personal data',
    intro:
      'You can ask for your personal data on the platform to be erased. An administrator answers within 15 days. Your medical record cannot be erased by law: it is kept until its legal retention period ends.',
    erasedHeading: 'What will be erased or anonymised',
    keptHeading: 'What is kept by law',
    keptWhy: (inpatient, outpatient) =>
      `These are your medical record. The law requires inpatient records to be kept at least ${inpatient} years and outpatient records at least ${outpatient} years; they are removed after that. Until then they are only stored, still under your name, for your care team.`,
    reports: 'Training reports are made from these records and are kept too.',
    count: (n) => `${n}`,
    erased: {
      communityPosts: 'Your group posts: their text replaced by “deleted at the user’s request”',
      postPictures: 'Pictures in your posts: deleted',
      groupMemberships: 'Your nickname and avatar in groups: cleared, and you leave the groups',
      postReports: 'Your reports of posts: deleted',
      challengeEntries: 'Challenges you joined: removed',
      sessionSignups: 'Sign-ups for group sessions not yet attended: cancelled',
      account: 'Your account: closed, you can no longer sign in',
    },
    kept: {
      assessments: 'Assessment results',
      trainingPlans: 'Training plans',
      trainingResults: 'Training results',
      recordings: 'Signal recordings',
      findings: 'Assistant findings reviewed by your doctor',
      clinicianMessages: 'Messages between you and your doctors',
    },
    ask: 'Ask to erase my personal data',
    confirmTitle: 'Ask for erasure?',
    confirmMessage:
      'Once an administrator completes it, what is listed above is erased or anonymised and your account is closed: you can no longer sign in. Your medical record is kept by law.',
    confirmYes: 'Ask',
    pending: (askedAt, deadline) =>
      `You asked on ${askedAt}; an administrator will answer by ${deadline}.`,
    rejected: (reason) => `Your last request was declined: ${reason}`,
    completed: 'Your erasure request has been completed.',
    askAgain: 'Ask again',
    failed: 'Failed: ',
    loading: 'Loading…',
    status: { pending: 'Pending', completed: 'Completed', rejected: 'Rejected' },
  },
};
