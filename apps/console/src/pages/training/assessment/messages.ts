import type { CognitiveDomain, Interpretation } from '@cep/contract';
import type { Locale } from '@cep/ui';

/** Words of the 认知评估 tab (issue 14): the list, the score sheet and its interpretation. */
export interface AssessmentMessages {
  title: string;
  loading: string;
  loadFailed: string;
  retry: string;
  none: string;
  newMoca: string;
  newMmse: string;
  listLabel: string;
  columns: { testedOn: string; kind: string; status: string; total: string; open: string };
  status: { draft: string; finished: string };
  amended: (n: number) => string;
  open: (kind: string, date: string) => string;
  continue: (kind: string, date: string) => string;
  back: string;
  sheetHint: string;
  itemScore: (item: string, max: number) => string;
  notScored: string;
  sectionTotal: (score: number, max: number, missing: number) => string;
  rawTotal: (score: number, max: number) => string;
  /** `notSaved`: beside the conflict panel, which says why. */
  save: { saving: string; saved: string; failed: string; notSaved: string };
  finish: string;
  finishConfirm: string;
  missing: (n: number) => string;
  finished: string;
  finishedBy: (who: string, when: string) => string;
  amend: string;
  amendTitle: string;
  reason: string;
  reasonHint: string;
  saveAmendment: string;
  cancel: string;
  amendedToast: string;
  amendments: string;
  amendmentRow: (who: string, when: string, reason: string) => string;
  amendmentChange: (item: string, before: string, after: string) => string;
  interpretation: string;
  noInterpretation: string;
  totalLine: (i: Interpretation) => string;
  groupLine: (i: Interpretation) => string;
  cutoffLine: (i: Interpretation) => string;
  finding: Record<Interpretation['finding'], string>;
  normSource: string;
  sections: string;
  section: string;
  score: string;
  domains: string;
  domain: string;
  share: string;
  domainNames: Record<CognitiveDomain, string>;
  readOnly: string;
}

const groupRule = {
  'zh-CN': {
    A: '≤ 75 岁，受教育 ≤ 6 年',
    B: '> 75 岁，受教育 ≤ 6 年',
    C: '≤ 75 岁，受教育 > 6 年',
    D: '> 75 岁，受教育 > 6 年',
  },
  'en-US': {
    A: 'age ≤ 75, education ≤ 6 years',
    B: 'age > 75, education ≤ 6 years',
    C: 'age ≤ 75, education > 6 years',
    D: 'age > 75, education > 6 years',
  },
} as const;

export const assessmentMessages: Record<Locale, AssessmentMessages> = {
  'zh-CN': {
    title: '认知评估',
    loading: '正在加载评估…',
    loadFailed: '评估没有加载出来。',
    retry: '重试',
    none: '这位患者还没有评估记录。',
    newMoca: '新建 MoCA 评估',
    newMmse: '新建 MMSE 评估',
    listLabel: '评估记录',
    columns: { testedOn: '评估日期', kind: '量表', status: '状态', total: '总分', open: '操作' },
    status: { draft: '草稿', finished: '已完成' },
    amended: (n) => `修订 ${n} 次`,
    open: (kind, date) => `查看 ${date} 的 ${kind}`,
    continue: (kind, date) => `继续填写 ${date} 的 ${kind}`,
    back: '返回评估记录',
    sheetHint:
      '边测边填：每改一项都会自动保存为草稿，换一台电脑也能接着填。全部填完后点“完成并锁定”。',
    itemScore: (item, max) => `${item}（满分 ${max}）`,
    notScored: '未填',
    sectionTotal: (score, max, missing) =>
      missing > 0 ? `${score} / ${max} 分，还有 ${missing} 项未填` : `${score} / ${max} 分`,
    rawTotal: (score, max) => `原始总分 ${score} / ${max}`,
    save: {
      saving: '正在保存…',
      saved: '草稿已保存',
      failed: '没有保存成功，您填的分数还在。点“重试”再保存一次。',
      notSaved: '未保存',
    },
    finish: '完成并锁定',
    finishConfirm: '完成后评估将被锁定，之后只能通过修订（需填写原因）更正。确定完成吗？',
    missing: (n) => `还有 ${n} 项没有填写分数，请先填完。`,
    finished: '评估已完成并锁定',
    finishedBy: (who, when) => `${who} 于 ${when} 完成`,
    amend: '修订',
    amendTitle: '修订评估',
    reason: '修订原因',
    reasonHint: '必填：说明为什么更正（原来的分数会保留）。',
    saveAmendment: '保存修订',
    cancel: '取消',
    amendedToast: '修订已保存',
    amendments: '修订记录',
    amendmentRow: (who, when, reason) => `${who} 于 ${when} 修订，原因：${reason}`,
    amendmentChange: (item, before, after) => `${item}：${before} → ${after}`,
    interpretation: '结果解读',
    noInterpretation: '患者档案缺少年龄或文化程度，无法按常模解读。请先补全档案。',
    totalLine: (i) =>
      i.educationBonus > 0
        ? `总分 ${i.total} 分（原始分 ${i.rawTotal}，受教育 ≤ 12 年加 ${i.educationBonus} 分）`
        : `总分 ${i.total} 分`,
    groupLine: (i) =>
      `年龄 ${i.age} 岁，受教育 ${i.educationYears} 年 → ${i.group} 组（${groupRule['zh-CN'][i.group]}）`,
    cutoffLine: (i) =>
      `${i.group} 组 ${i.kind === 'moca' ? 'MoCA' : 'MMSE'} 界值 ${i.cutoff}：总分${i.belowCutoff ? '低于' : '不低于'}界值`,
    finding: {
      possibleMci: '提示可能存在轻度认知障碍（MCI），请结合临床判断。',
      possibleDementia: '提示可能存在痴呆，请结合临床判断。',
      withinNorm: '在常模正常范围内。',
    },
    normSource: '依据：上海社区老年人常模（n = 2,954），按年龄与受教育年限分组。',
    sections: '各部分得分',
    section: '部分',
    score: '得分',
    domains: '认知领域',
    domain: '领域',
    share: '得分率',
    domainNames: {
      attention: '注意力',
      memory: '记忆',
      executiveFunction: '执行功能',
      processingSpeed: '处理速度',
      language: '语言',
      visuospatial: '视空间',
      visuomotor: '视觉运动',
      orientation: '定向',
    },
    readOnly: '只读：您可以查看评估，但没有修改的权限。',
  },
  'en-US': {
    title: 'Cognitive assessments',
    loading: 'Loading assessments…',
    loadFailed: 'The assessments did not load.',
    retry: 'Retry',
    none: 'This patient has no assessment yet.',
    newMoca: 'New MoCA',
    newMmse: 'New MMSE',
    listLabel: 'Assessments',
    columns: { testedOn: 'Date', kind: 'Scale', status: 'Status', total: 'Total', open: 'Action' },
    status: { draft: 'Draft', finished: 'Finished' },
    amended: (n) => `amended ${n}×`,
    open: (kind, date) => `Open the ${kind} of ${date}`,
    continue: (kind, date) => `Continue the ${kind} of ${date}`,
    back: 'Back to the assessments',
    sheetHint:
      'Score as you test: every change is saved as a draft, and it can be continued on another computer. Press "Finish and lock" when every item is scored.',
    itemScore: (item, max) => `${item} (max ${max})`,
    notScored: 'Not scored',
    sectionTotal: (score, max, missing) =>
      missing > 0 ? `${score} / ${max}, ${missing} item(s) not scored` : `${score} / ${max}`,
    rawTotal: (score, max) => `Raw total ${score} / ${max}`,
    save: {
      saving: 'Saving…',
      saved: 'Draft saved',
      failed: 'Not saved; your scores are still here. Press "Retry" to save again.',
      notSaved: 'Not saved',
    },
    finish: 'Finish and lock',
    finishConfirm:
      'Once finished, the assessment is locked and can only be corrected by an amendment with a reason. Finish it?',
    missing: (n) => `${n} item(s) have no score yet. Score them first.`,
    finished: 'Finished and locked',
    finishedBy: (who, when) => `Finished by ${who} on ${when}`,
    amend: 'Amend',
    amendTitle: 'Amend the assessment',
    reason: 'Reason for the amendment',
    reasonHint: 'Required: why the scores are corrected (the previous scores are kept).',
    saveAmendment: 'Save the amendment',
    cancel: 'Cancel',
    amendedToast: 'Amendment saved',
    amendments: 'Amendments',
    amendmentRow: (who, when, reason) => `Amended by ${who} on ${when}. Reason: ${reason}`,
    amendmentChange: (item, before, after) => `${item}: ${before} → ${after}`,
    interpretation: 'Interpretation',
    noInterpretation:
      "The patient's record lacks age or education, so the norms cannot be applied. Complete the record first.",
    totalLine: (i) =>
      i.educationBonus > 0
        ? `Total ${i.total} (raw ${i.rawTotal}, +${i.educationBonus} for ≤ 12 years of education)`
        : `Total ${i.total}`,
    groupLine: (i) =>
      `Age ${i.age}, ${i.educationYears} years of education → group ${i.group} (${groupRule['en-US'][i.group]})`,
    cutoffLine: (i) =>
      `Group ${i.group} ${i.kind === 'moca' ? 'MoCA' : 'MMSE'} cut-off ${i.cutoff}: the total is ${i.belowCutoff ? 'below' : 'not below'} it`,
    finding: {
      possibleMci:
        'Suggests possible mild cognitive impairment (MCI); judge with the clinical picture.',
      possibleDementia: 'Suggests possible dementia; judge with the clinical picture.',
      withinNorm: 'Within the norm.',
    },
    normSource:
      'Based on the Shanghai community norms (n = 2,954), grouped by age and years of education.',
    sections: 'Section scores',
    section: 'Section',
    score: 'Score',
    domains: 'Cognitive domains',
    domain: 'Domain',
    share: 'Share',
    domainNames: {
      attention: 'Attention',
      memory: 'Memory',
      executiveFunction: 'Executive function',
      processingSpeed: 'Processing speed',
      language: 'Language',
      visuospatial: 'Visuospatial',
      visuomotor: 'Visuomotor',
      orientation: 'Orientation',
    },
    readOnly: 'Read only: you may see the assessment but not change it.',
  },
};
