import type { PlanStatus } from '@cep/contract';
import type { Locale } from '@cep/ui';

export interface PlanMessages {
  heading: string;
  loading: string;
  loadFailed: string;
  retry: string;
  none: string;
  newPlan: string;
  edit: string;
  status: Record<PlanStatus, string>;
  /** The button that moves a plan to a state. */
  moveTo: Record<PlanStatus, string>;
  completeConfirm: string;
  moved: (status: string) => string;
  items: string;
  exercise: string;
  startLevel: string;
  levelNow: string;
  rule: string;
  staircase: (up: number, down: number) => string;
  block: (size: number, upBelow: number, downAbove: number) => string;
  dose: (minutes: number, perWeek: number) => string;
  days: string;
  weekdays: readonly string[];
  period: (start: string, end: string) => string;
  notes: string;
  history: string;
  historyLine: (to: string, by: string, at: string) => string;
  someone: string;
  otherPlans: string;
  // the form
  addTitle: string;
  editTitle: string;
  formDescription: string;
  addItem: string;
  removeItem: (n: number) => string;
  itemLegend: (n: number) => string;
  ruleType: string;
  ruleStaircase: string;
  ruleBlock: string;
  up: string;
  down: string;
  blockSize: string;
  upBelow: string;
  downAbove: string;
  minutesPerSession: string;
  sessionsPerWeek: string;
  startDate: string;
  endDate: string;
  save: string;
  cancel: string;
  saved: string;
  added: string;
  maxLevel: (max: number) => string;
}

export const planMessages: Record<Locale, PlanMessages> = {
  'zh-CN': {
    heading: '训练计划',
    loading: '正在加载训练计划…',
    loadFailed: '训练计划加载失败。',
    retry: '重试',
    none: '还没有训练计划。',
    newPlan: '新建训练计划',
    edit: '编辑计划',
    status: { draft: '草稿', active: '进行中', paused: '已暂停', completed: '已完成' },
    moveTo: { draft: '草稿', active: '启用计划', paused: '暂停计划', completed: '完成计划' },
    completeConfirm: '完成后计划不能再启用或修改。确定完成这个训练计划吗？',
    moved: (status) => `计划已${status}`,
    items: '训练项目',
    exercise: '训练项目',
    startLevel: '起始级别',
    levelNow: '当前级别',
    rule: '升降级规则',
    staircase: (up, down) => `阶梯：连续答对 ${up} 次升级，连续答错 ${down} 次降级`,
    block: (size, upBelow, downAbove) =>
      `分组：每 ${size} 题一组，错误少于 ${upBelow} 升级，多于 ${downAbove} 降级`,
    dose: (minutes, perWeek) => `每次 ${minutes} 分钟，每周 ${perWeek} 次`,
    days: '训练日',
    weekdays: ['周一', '周二', '周三', '周四', '周五', '周六', '周日'],
    period: (start, end) => `${start} 至 ${end}`,
    notes: '备注',
    history: '状态记录',
    historyLine: (to, by, at) => `${at} ${by} 将计划设为「${to}」`,
    someone: '（已删除的用户）',
    otherPlans: '其他计划',
    addTitle: '新建训练计划',
    editTitle: '编辑训练计划',
    formDescription: '为患者安排训练项目、级别规则和训练频率。保存后为草稿，启用后患者才能训练。',
    addItem: '添加训练项目',
    removeItem: (n) => `删除第 ${n} 个项目`,
    itemLegend: (n) => `项目 ${n}`,
    ruleType: '升降级规则',
    ruleStaircase: '阶梯（默认）',
    ruleBlock: '分组',
    up: '连续答对几次升级',
    down: '连续答错几次降级',
    blockSize: '每组题数',
    upBelow: '错误少于几次升级',
    downAbove: '错误多于几次降级',
    minutesPerSession: '每次训练时长（分钟）',
    sessionsPerWeek: '每周训练次数',
    startDate: '开始日期',
    endDate: '结束日期',
    save: '保存',
    cancel: '取消',
    saved: '训练计划已保存',
    added: '训练计划已创建（草稿）',
    maxLevel: (max) => `最高 ${max} 级`,
  },
  'en-US': {
    heading: 'Training plan',
    loading: 'Loading training plans…',
    loadFailed: 'The training plans could not be loaded.',
    retry: 'Retry',
    none: 'No training plan yet.',
    newPlan: 'New training plan',
    edit: 'Edit plan',
    status: { draft: 'Draft', active: 'Active', paused: 'Paused', completed: 'Completed' },
    moveTo: {
      draft: 'Draft',
      active: 'Activate plan',
      paused: 'Pause plan',
      completed: 'Complete plan',
    },
    completeConfirm: 'A completed plan cannot be activated or edited again. Complete this plan?',
    moved: (status) => `Plan is now ${status.toLowerCase()}`,
    items: 'Exercises',
    exercise: 'Exercise',
    startLevel: 'Start level',
    levelNow: 'Level now',
    rule: 'Level rule',
    staircase: (up, down) =>
      `Staircase: ${up} correct in a row → up, ${down} wrong in a row → down`,
    block: (size, upBelow, downAbove) =>
      `Block of ${size}: fewer than ${upBelow} errors → up, more than ${downAbove} → down`,
    dose: (minutes, perWeek) => `${minutes} min a session, ${perWeek} a week`,
    days: 'Training days',
    weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    period: (start, end) => `${start} to ${end}`,
    notes: 'Notes',
    history: 'State history',
    historyLine: (to, by, at) => `${at} ${by} set the plan to “${to}”`,
    someone: '(deleted user)',
    otherPlans: 'Other plans',
    addTitle: 'New training plan',
    editTitle: 'Edit training plan',
    formDescription:
      'Choose the exercises, their level rules and how often to train. Saved as a draft; the patient trains once it is active.',
    addItem: 'Add exercise',
    removeItem: (n) => `Remove exercise ${n}`,
    itemLegend: (n) => `Exercise ${n}`,
    ruleType: 'Level rule',
    ruleStaircase: 'Staircase (default)',
    ruleBlock: 'Block',
    up: 'Correct in a row to go up',
    down: 'Wrong in a row to go down',
    blockSize: 'Trials per block',
    upBelow: 'Up when errors fewer than',
    downAbove: 'Down when errors more than',
    minutesPerSession: 'Minutes per session',
    sessionsPerWeek: 'Sessions per week',
    startDate: 'Start date',
    endDate: 'End date',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Training plan saved',
    added: 'Training plan created (draft)',
    maxLevel: (max) => `up to level ${max}`,
  },
};
