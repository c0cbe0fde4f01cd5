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
  'MPSA/index': {
    purpose: '多模态生理信号采集：在训练中记录并回看患者的生理信号。',
    coming: [
      '连接脑电、心率、眼动等采集设备',
      '采集过程中的实时波形与信号质量提示',
      '采集记录的回放、标注与导出',
    ],
  },
};

const en: Plans = {
  'MPSA/index': {
    purpose:
      "Multimodal physiological signal acquisition: record and review a patient's signals during training.",
    coming: [
      'Connecting EEG, heart-rate and eye-tracking devices',
      'Live waveforms with signal-quality hints',
      'Playback, annotation and export of recordings',
    ],
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
  },
};

/** The plan of a page by its menu component key (`'MPSA/index'`, `'charts/line'`…). */
export function planOf(componentKey: string, locale: Locale): AreaPlan | undefined {
  const own = (locale === 'en-US' ? en : zh)[componentKey];
  if (own) return own;
  const group = componentKey.split('/')[0] ?? '';
  return demoGroups[locale][group];
}
