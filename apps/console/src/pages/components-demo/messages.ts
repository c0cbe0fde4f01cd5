import type { Locale } from '@cep/ui';

export const componentsDemoMessages = {
  'zh-CN': {
    countTo: {
      title: '数字滚动',
      intro:
        '数字从起始值滚动到结束值，可设置时长、小数位、千分位分隔符、前缀、后缀和缓动方式。系统设置为“减少动态效果”时，直接显示结果。',
      settings: '设置',
      start: '起始值',
      end: '结束值',
      duration: '时长（毫秒）',
      decimals: '小数位',
      separator: '千分位分隔符',
      prefix: '前缀',
      suffix: '后缀',
      easing: '缓动方式',
      easings: { easeOutExpo: '先快后慢', linear: '匀速', easeInOutCubic: '两头慢中间快' },
      preview: '效果',
      play: '开始',
      pause: '暂停',
      resume: '继续',
      reset: '重置',
      states: { idle: '未开始', running: '滚动中', paused: '已暂停', done: '已完成' },
      stateLabel: '状态',
      invalid: '请输入数字',
    },
    sticky: {
      title: '吸顶',
      intro: '操作栏随页面滚动，到达距顶部 50 像素处后固定不动，方便长页面中随时使用。',
      toolbar: '病历操作',
      save: '保存',
      print: '打印',
      stuck: '已固定',
      record: (n: number) => `第 ${n} 条随访记录：情况稳定，按计划训练。`,
    },
    backToTop: {
      title: '返回顶部',
      intro:
        '页面向下滚动超过 300 像素后，右下角出现“返回顶部”按钮；点击后平滑回到顶部（系统设置为减少动态效果时直接跳回），键盘焦点回到页面标题。',
      entry: (n: number) => `第 ${n} 次训练：完成全部练习。`,
    },
  },
  'en-US': {
    countTo: {
      title: 'Count To',
      intro:
        'A number counts from a start to an end, with a duration, decimals, thousands separator, prefix, suffix and easing. With reduced motion set, the result shows at once.',
      settings: 'Settings',
      start: 'Start',
      end: 'End',
      duration: 'Duration (ms)',
      decimals: 'Decimals',
      separator: 'Thousands separator',
      prefix: 'Prefix',
      suffix: 'Suffix',
      easing: 'Easing',
      easings: {
        easeOutExpo: 'Fast, then slow',
        linear: 'Even',
        easeInOutCubic: 'Slow at both ends',
      },
      preview: 'Result',
      play: 'Start',
      pause: 'Pause',
      resume: 'Resume',
      reset: 'Reset',
      states: { idle: 'Not started', running: 'Counting', paused: 'Paused', done: 'Done' },
      stateLabel: 'State',
      invalid: 'Enter a number',
    },
    sticky: {
      title: 'Sticky',
      intro:
        'The toolbar scrolls with the page until it is 50 px from the top, then stays there, within reach on a long page.',
      toolbar: 'Record actions',
      save: 'Save',
      print: 'Print',
      stuck: 'Stuck',
      record: (n: number) => `Follow-up ${n}: stable, training as planned.`,
    },
    backToTop: {
      title: 'Back To Top',
      intro:
        'After 300 px of scrolling a Back to top button shows in the lower corner; it takes the page back up smoothly (at once with reduced motion) and keyboard focus to the page title.',
      entry: (n: number) => `Session ${n}: all exercises done.`,
    },
  },
} satisfies Record<Locale, unknown>;
