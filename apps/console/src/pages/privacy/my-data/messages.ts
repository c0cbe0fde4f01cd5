import type { MyDataStep } from '@cep/contract';
import type { Locale } from '@cep/ui';

/** 我的数据 (issue 32, item 3): the section's words, plain for patients. */
export interface MyDataMessages {
  title: string;
  intro: string;
  includesTitle: string;
  includes: string[];
  prepare: string;
  retry: string;
  download: string;
  downloading: string;
  preparing: string;
  steps: Record<MyDataStep, string>;
  ready: string;
  readyToast: string;
  expires: (date: string) => string;
  expired: string;
  failed: string;
  keepSafe: string;
}

export const myDataMessages: Record<Locale, MyDataMessages> = {
  'zh-CN': {
    title: '我的数据',
    intro:
      '您可以下载平台保存的关于您的全部资料，打包成一个压缩文件。准备需要几分钟，您可以离开本页，准备好后回来下载。',
    includesTitle: '压缩文件里有：',
    includes: [
      '您的个人档案',
      '认知评估（MoCA、MMSE）的每一项得分和更正记录',
      '训练计划、每次训练和训练结果（表格可用 Excel 打开）',
      '您在病友社区的小组和帖子',
      '您和医护人员的消息',
      '脑电等生理信号记录（EDF+ 格式）',
      '每月的训练与评估报告（PDF）',
      '国际医疗数据标准（FHIR）格式的资料，方便带到其他医院',
      '一份说明文件，逐个解释每个文件',
    ],
    prepare: '准备我的数据',
    retry: '重试',
    download: '下载',
    downloading: '正在下载…',
    preparing: '正在准备您的数据',
    steps: {
      queued: '排队等候中',
      profile: '正在整理个人档案',
      assessments: '正在整理评估记录',
      training: '正在整理训练记录',
      community: '正在整理社区内容',
      messages: '正在整理消息',
      recordings: '正在整理生理信号记录',
      reports: '正在生成每月报告',
      fhir: '正在整理医疗标准格式资料',
      packing: '正在打包',
      done: '已完成',
    },
    ready: '您的数据已准备好。',
    readyToast: '您的数据已准备好，可以下载了',
    expires: (date) => `请在 ${date} 之前下载，之后文件会自动删除。`,
    expired: '上次准备的文件已过期删除，如需下载请重新准备。',
    failed: '准备没有成功：',
    keepSafe: '文件里有您的健康资料，请妥善保管，不要随意发给别人。',
  },
  'en-US': {
    title: 'My data',
    intro:
      'You can download everything the platform holds about you, packed into one compressed file. Preparing it takes a few minutes; you may leave this page and come back to download it.',
    includesTitle: 'The file holds:',
    includes: [
      'Your profile',
      'Your cognitive assessments (MoCA, MMSE) with every item score and correction',
      'Training plans, each session and its results (tables open in Excel)',
      'Your groups and posts in the community',
      'Your messages with your care team',
      'Physiological signal recordings such as EEG (EDF+ files)',
      'Your monthly training and assessment reports (PDF)',
      'Your data in the medical standard FHIR, to take to another hospital',
      'A guide that explains each file',
    ],
    prepare: 'Prepare my data',
    retry: 'Try again',
    download: 'Download',
    downloading: 'Downloading…',
    preparing: 'Preparing your data',
    steps: {
      queued: 'Waiting in line',
      profile: 'Gathering your profile',
      assessments: 'Gathering your assessments',
      training: 'Gathering your training',
      community: 'Gathering your community posts',
      messages: 'Gathering your messages',
      recordings: 'Gathering your signal recordings',
      reports: 'Making your monthly reports',
      fhir: 'Writing the medical-standard files',
      packing: 'Packing the file',
      done: 'Done',
    },
    ready: 'Your data is ready.',
    readyToast: 'Your data is ready to download',
    expires: (date) => `Please download it before ${date}; the file is deleted after that.`,
    expired: 'The last file expired and was deleted. Prepare it again to download.',
    failed: 'Preparing did not succeed: ',
    keepSafe: 'The file holds your health data: keep it safe and do not send it to others.',
  },
};
