import type { Locale } from '@cep/ui';

/** What a page that is not built yet will hold, in the words a clinician would use. */
export interface AreaPlan {
  /** One sentence on what the page is for. */
  purpose: string;
  /** What it will let the user do, in order of arrival. */
  coming: string[];
}

type Plans = Record<string, AreaPlan>;

const zh: Plans = {
  'dashboard/index': {
    purpose: '首页汇总您今天需要关注的训练与患者情况。',
    coming: [
      '今日训练安排与完成情况',
      '需要关注的患者（训练中断、成绩下降）',
      '最近的生理信号采集记录',
      '待办与通知',
    ],
  },
  'cognitive-training/index': {
    purpose: '认知训练智能辅助：为每位患者制定并跟进个性化的认知训练方案。',
    coming: [
      '注意力、记忆、执行功能等训练项目库',
      '按评估结果生成训练方案',
      '训练成绩跟踪与难度的智能调整建议',
      '训练报告导出',
    ],
  },
  'MPSA/index': {
    purpose: '多模态生理信号采集：在训练中记录并回看患者的生理信号。',
    coming: [
      '连接脑电、心率、眼动等采集设备',
      '采集过程中的实时波形与信号质量提示',
      '采集记录的回放、标注与导出',
    ],
  },
  'communityModule/index': {
    purpose: '群体互动模块：组织患者小组训练与康复交流。',
    coming: ['小组训练活动的创建与报名', '患者之间的鼓励与交流', '医生答疑与公告'],
  },
  'system/doctors/index': {
    purpose: '医生管理：维护医生、康复师、训练师和护士的档案。',
    coming: ['按姓名、手机号查找', '新增、编辑和停用档案', '分配可负责的患者'],
  },
  'system/patients/index': {
    purpose: '患者管理：维护患者档案。',
    coming: ['按姓名、手机号查找', '新增、编辑患者档案', '查看训练与采集记录'],
  },
  'system/users/index': {
    purpose: '用户管理：维护登录账号与角色。',
    coming: ['账号的新增、停用与重置密码', '为账号分配角色（管理员、医生、患者）'],
  },
  'system/audit/index': {
    purpose: '审计日志：谁在何时查看或修改了哪些记录。',
    coming: ['按操作人、动作、对象、时间筛选', '前端错误报告的查看'],
  },
  'system/client-errors/index': {
    purpose: '客户端错误：浏览器中发生并上报的错误。',
    coming: ['最新在前，含页面、用户、浏览器与重复次数'],
  },
  'system/patients/detail': {
    purpose: '患者详情：一位患者的档案与护理团队。',
    coming: ['档案与护理团队', '训练与采集记录'],
  },
};

const en: Plans = {
  'dashboard/index': {
    purpose: 'The home page sums up the training and patients that need you today.',
    coming: [
      "Today's training schedule and progress",
      'Patients who need attention (paused training, falling scores)',
      'Recent physiological signal recordings',
      'To-dos and notices',
    ],
  },
  'cognitive-training/index': {
    purpose:
      'Cognitive training assistance: plan and follow a personal cognitive training programme for each patient.',
    coming: [
      'A library of attention, memory and executive-function exercises',
      'Programmes generated from assessment results',
      'Score tracking with suggested difficulty changes',
      'Training reports to export',
    ],
  },
  'MPSA/index': {
    purpose:
      "Multimodal physiological signal acquisition: record and review a patient's signals during training.",
    coming: [
      'Connecting EEG, heart-rate and eye-tracking devices',
      'Live waveforms with signal-quality hints',
      'Playback, annotation and export of recordings',
    ],
  },
  'communityModule/index': {
    purpose: 'Group interaction: group training and peer support for patients.',
    coming: [
      'Creating group sessions and signing up',
      'Encouragement and exchange between patients',
      "Clinicians' answers and announcements",
    ],
  },
  'system/doctors/index': {
    purpose: 'Doctors: keep the records of doctors, therapists, trainers and nurses.',
    coming: ['Search by name or phone', 'Add, edit and deactivate records', 'Assign patients'],
  },
  'system/patients/index': {
    purpose: 'Patients: keep the patient records.',
    coming: [
      'Search by name or phone',
      'Add and edit patient records',
      'See training and recording history',
    ],
  },
  'system/users/index': {
    purpose: 'Users: sign-in accounts and their roles.',
    coming: ['Add, deactivate and reset accounts', 'Assign roles (admin, doctor, patient)'],
  },
  'system/audit/index': {
    purpose: 'Audit log: who viewed or changed which record, and when.',
    coming: ['Filters by person, action, record and time', 'Error reports from the console'],
  },
  'system/client-errors/index': {
    purpose: "Client errors: the errors people's browsers reported.",
    coming: ['Newest first, with page, user, browser and repeats'],
  },
  'system/patients/detail': {
    purpose: "Patient: one patient's record and care team.",
    coming: ['Record and care team', 'Training and recording history'],
  },
};

/** The template's demo pages (spec §2 route groups): one plan per group. */
const demoGroups: Record<Locale, Record<string, AreaPlan>> = {
  'zh-CN': {
    'components-demo': {
      purpose: '组件示例：平台可复用的界面组件演示。',
      coming: [
        '富文本、Markdown 与 JSON 编辑器',
        '分栏、吸顶、数字滚动、返回顶部',
        '拖拽对话框、拖拽选择、拖拽列表与看板',
        '头像上传与文件拖放区',
      ],
    },
    charts: {
      purpose: '图表示例：训练与生理信号数据的图表。',
      coming: ['键盘图表', '折线图', '混合图表'],
    },
    table: {
      purpose: '表格示例：临床数据表格的常见用法。',
      coming: ['动态表格', '拖拽排序表格', '行内编辑表格', '综合表格（筛选、分页、导出）'],
    },
    nested: { purpose: '路由嵌套示例：多级菜单。', coming: ['三级菜单及其子菜单的页面'] },
  },
  'en-US': {
    'components-demo': {
      purpose: 'Component demos: the reusable pieces of the platform.',
      coming: [
        'Rich text, Markdown and JSON editors',
        'Split pane, sticky, count-to, back-to-top',
        'Draggable dialog, drag select, drag lists and kanban',
        'Avatar upload and drop zone',
      ],
    },
    charts: {
      purpose: 'Chart demos: charts of training and signal data.',
      coming: ['Keyboard chart', 'Line chart', 'Mixed chart'],
    },
    table: {
      purpose: 'Table demos: common clinical table patterns.',
      coming: [
        'Dynamic table',
        'Drag-to-sort table',
        'Inline-edit table',
        'Complex table (filters, paging, export)',
      ],
    },
    nested: {
      purpose: 'Nested route demos: menus several levels deep.',
      coming: ['Pages of three menu levels and their sub-menus'],
    },
  },
};

/** The plan of a page by its menu component key (`'MPSA/index'`, `'charts/line'`…). */
export function planOf(componentKey: string, locale: Locale): AreaPlan | undefined {
  const own = (locale === 'en-US' ? en : zh)[componentKey];
  if (own) return own;
  const group = componentKey.split('/')[0] ?? '';
  return demoGroups[locale][group];
}
