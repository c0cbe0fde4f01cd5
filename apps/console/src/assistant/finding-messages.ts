import {
  exerciseEntries,
  type CognitiveDomain,
  type ExerciseKind,
  type Finding,
  type FindingRule,
  type FindingStatus,
} from '@cep/contract';
import type { Locale } from '@cep/ui';

/*
 * What the assistant found, in words (issue 14): each finding's title, and why, with the numbers
 * its rule used, so a clinician can check it against the data the link opens. One module for the
 * bell, the suggestions tab and the dashboard.
 */

type Numbers = Finding['numbers'];
const num = (numbers: Numbers, name: string) => Number(numbers[name] ?? 0);
const text = (numbers: Numbers, name: string) => String(numbers[name] ?? '');
const percent = (value: number) => `${Math.round(value * 100)}%`;

const domainNames: Record<Locale, Record<CognitiveDomain, string>> = {
  'zh-CN': {
    attention: '注意力',
    memory: '记忆',
    executiveFunction: '执行功能',
    processingSpeed: '处理速度',
    language: '语言',
    visuospatial: '视空间',
    visuomotor: '视觉运动',
    orientation: '定向',
  },
  'en-US': {
    attention: 'attention',
    memory: 'memory',
    executiveFunction: 'executive function',
    processingSpeed: 'processing speed',
    language: 'language',
    visuospatial: 'visuospatial',
    visuomotor: 'visuomotor',
    orientation: 'orientation',
  },
};

const domainKeys = Object.keys(domainNames['zh-CN']) as CognitiveDomain[];

/** A scale's name as clinicians write it. */
const scaleName = (kind: string) => ({ moca: 'MoCA', mmse: 'MMSE' })[kind] ?? kind;
export interface FindingMessages {
  titles: Record<FindingRule, string>;
  kinds: Record<Finding['kind'], string>;
  statuses: Record<FindingStatus, string>;
  why: (finding: Finding) => string;
  /** What accepting does, or null when accepting changes nothing. */
  action: (finding: Finding) => string | null;
  exerciseName: (kind: ExerciseKind) => string;
}

function weakList(numbers: Numbers, locale: Locale) {
  return domainKeys
    .filter((domain) => numbers[domain] !== undefined)
    .sort((a, b) => num(numbers, a) - num(numbers, b)) // the weakest first
    .map((domain) => `${domainNames[locale][domain]} ${percent(num(numbers, domain))}`)
    .join(locale === 'zh-CN' ? '、' : ', ');
}

function messagesFor(locale: Locale): FindingMessages {
  const zh = locale === 'zh-CN';
  const exerciseName = (kind: ExerciseKind) => exerciseEntries[kind].name[locale];
  const kindsOf = (finding: Finding) =>
    finding.action.type === 'addItems'
      ? finding.action.kinds.map(exerciseName).join(zh ? '、' : ', ')
      : '';
  return {
    exerciseName,
    titles: zh
      ? {
          weakDomains: '针对薄弱领域增加训练',
          plateau: '调整训练级别或规则',
          missedSessions: '漏训',
          decline: '训练正确率下降',
          reassessmentDue: '该复评了',
          assessmentDecline: '量表分数明显下降',
        }
      : {
          weakDomains: 'Train the weakest domains',
          plateau: 'Change a level or rule',
          missedSessions: 'Missed sessions',
          decline: 'Accuracy has dropped',
          reassessmentDue: 'Re-assessment due',
          assessmentDecline: 'Reliable decline on a scale',
        },
    kinds: zh
      ? { suggestion: '建议', alert: '提醒', reminder: '复评提醒' }
      : { suggestion: 'Suggestion', alert: 'Alert', reminder: 'Reminder' },
    statuses: zh
      ? { open: '待处理', accepted: '已采纳', rejected: '未采纳', resolved: '已不适用' }
      : { open: 'Open', accepted: 'Accepted', rejected: 'Rejected', resolved: 'No longer applies' },
    why(finding) {
      const n = finding.numbers;
      switch (finding.rule) {
        case 'weakDomains':
          return zh
            ? `最近一次评估中得分率低于 ${percent(num(n, 'maxShare'))} 的领域：${weakList(n, locale)}。`
            : `Domains below ${percent(num(n, 'maxShare'))} in the last assessment: ${weakList(n, locale)}.`;
        case 'plateau':
          return zh
            ? `${exerciseName(text(n, 'kind') as ExerciseKind)}连续 ${num(n, 'runs')} 次停在第 ${num(n, 'level')} 级，平均正确率 ${percent(num(n, 'accuracy'))}（高于 ${percent(num(n, 'easyAccuracy'))} 算太易，低于 ${percent(num(n, 'hardAccuracy'))} 算太难）。`
            : `${exerciseName(text(n, 'kind') as ExerciseKind)} stayed at level ${num(n, 'level')} for ${num(n, 'runs')} runs, mean accuracy ${percent(num(n, 'accuracy'))} (above ${percent(num(n, 'easyAccuracy'))} is too easy, below ${percent(num(n, 'hardAccuracy'))} too hard).`;
        case 'missedSessions':
          return zh
            ? `${text(n, 'from')} 至 ${text(n, 'to')}：计划训练 ${num(n, 'planned')} 天，完成 ${num(n, 'done')} 天。`
            : `${text(n, 'from')} to ${text(n, 'to')}: ${num(n, 'planned')} training days planned, ${num(n, 'done')} done.`;
        case 'decline':
          return zh
            ? `近 ${num(n, 'shortDays')} 天平均正确率 ${percent(num(n, 'shortMean'))}（${num(n, 'shortResults')} 次），近 ${num(n, 'longDays')} 天 ${percent(num(n, 'longMean'))}（${num(n, 'longResults')} 次），下降 ${percent(num(n, 'drop'))}，超过 ${percent(num(n, 'margin'))}。`
            : `Mean accuracy ${percent(num(n, 'shortMean'))} over ${num(n, 'shortDays')} days (${num(n, 'shortResults')} runs) against ${percent(num(n, 'longMean'))} over ${num(n, 'longDays')} days (${num(n, 'longResults')} runs): down ${percent(num(n, 'drop'))}, more than ${percent(num(n, 'margin'))}.`;
        case 'assessmentDecline':
          return zh
            ? `${scaleName(text(n, 'scale'))} 原始总分由 ${num(n, 'earlier')} 分（${text(n, 'earlierOn')}）降至 ${num(n, 'later')} 分（${text(n, 'laterOn')}），变化 ${num(n, 'difference')} 分，达到可靠变化界值（≤ ${num(n, 'criterion')} 分，Kopeček 等 2017）。`
            : `${scaleName(text(n, 'scale'))} raw total fell from ${num(n, 'earlier')} (${text(n, 'earlierOn')}) to ${num(n, 'later')} (${text(n, 'laterOn')}), a change of ${num(n, 'difference')}, beyond the reliable change criterion (≤ ${num(n, 'criterion')}, Kopeček et al. 2017).`;
        case 'reassessmentDue':
          return zh
            ? `上次评估在 ${text(n, 'testedOn')}，已过 ${num(n, 'daysSince')} 天（每 ${num(n, 'days')} 天复评一次）。`
            : `Last assessed on ${text(n, 'testedOn')}, ${num(n, 'daysSince')} days ago (re-assess every ${num(n, 'days')} days).`;
      }
    },
    action(finding) {
      const action = finding.action;
      switch (action.type) {
        case 'addItems':
          return zh
            ? `采纳后在训练计划中加入：${kindsOf(finding)}。`
            : `Accepting adds to the plan: ${kindsOf(finding)}.`;
        case 'setLevel':
          return zh
            ? `采纳后把级别改为第 ${action.level} 级。`
            : `Accepting sets the level to ${action.level}.`;
        case 'setRule':
          return zh
            ? `采纳后把升降级规则改为${action.rule.type === 'block' ? '按组（block）' : '阶梯（staircase）'}。`
            : `Accepting changes the level rule to ${action.rule.type}.`;
        case 'none':
          return null;
      }
    },
  };
}

export const findingMessages: Record<Locale, FindingMessages> = {
  'zh-CN': messagesFor('zh-CN'),
  'en-US': messagesFor('en-US'),
};
