/*
 * The archive's README: what each file is, in plain Chinese and in English, for a patient who
 * opens the archive without us beside them.
 */

export interface ReadmeFacts {
  patientCode: string;
  preparedAt: Date;
  recordings: string[];
  /** Recordings with no samples, left out. */
  emptyRecordings: number;
  reports: string[];
}

export function readmeText(facts: ReadmeFacts): string {
  const when = new Date(facts.preparedAt.getTime() + 8 * 3_600_000)
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');
  const empty =
    facts.emptyRecordings > 0
      ? `\n  另有 ${facts.emptyRecordings} 次记录没有采到数据，未包含。 / ${facts.emptyRecordings} recording(s) with no samples are not included.`
      : '';
  return [
    '我的数据 — 认知增强平台保存的关于您的全部资料',
    'My data — everything the Cognitive Enhancement Platform holds about you',
    '',
    `患者编号 / Patient code: ${facts.patientCode}`,
    `准备时间 / Prepared at: ${when}（北京时间 / Beijing time）`,
    '',
    '这是您依照《个人信息保护法》第四十五条取得的个人信息副本。请妥善保管：其中有您的健康资料。',
    'This is your copy of your personal information (PIPL Art. 45). Keep it safe: it holds health data.',
    '',
    '文件说明 / What each file is:',
    '',
    'profile.json',
    '  您的个人档案与账号信息（姓名、性别、年龄、联系方式等）。',
    '  Your profile and account (name, sex, age, contact details…).',
    'assessments.json, assessments.csv',
    '  认知评估（MoCA、MMSE）：每一份量表的各项得分，以及完成后的每一次更正（原分数、新分数、原因）。',
    '  Cognitive assessments (MoCA, MMSE): each sheet with its item scores and every later amendment',
    '  (previous scores, new scores, reason). The CSV has one line per item score.',
    'training/plans.json, training/plans.csv',
    '  训练计划：项目、频次、起止日期、状态变化。 / Training plans: exercises, frequency, dates, status changes.',
    'training/sessions.json, training/sessions.csv',
    '  每一次训练。 / Each training session.',
    'training/results.json, training/results.csv',
    '  每一项训练的结果（正确率、反应时等；JSON 中还有每个试次）。',
    '  Each exercise result (accuracy, reaction times; the JSON also has every trial).',
    'community.json',
    '  您在病友社区中加入的小组、发布的帖子、报名的活动和参加的挑战。',
    '  The groups you joined in the community, your posts, sign-ups and challenges.',
    'messages.json',
    '  您与医护人员之间的全部消息。 / All your messages with your care team.',
    `recordings/*.edf  (${facts.recordings.length})`,
    '  生理信号记录（脑电等），EDF+ 格式，可用 EDFbrowser 等软件打开；文件中用患者编号代替姓名。',
    '  Physiological signal recordings (EEG…) as EDF+, readable with EDFbrowser and similar tools;',
    `  the files name you by your patient code, never by name.${empty}`,
    `reports/*.pdf  (${facts.reports.length})`,
    '  每个月的训练与评估报告（有训练或评估的月份）。 / Your monthly training and assessment reports.',
    'fhir/everything.json',
    '  同样的资料按国际医疗数据标准 HL7 FHIR R4 整理（Bundle），可导入其他医院的系统。',
    "  The same data as HL7 FHIR R4 resources (a Bundle), for other hospitals' systems.",
    '',
    'CSV 文件为 UTF-8 编码，可直接用 Excel 打开。 / CSV files are UTF-8 and open in Excel.',
    '',
  ].join('\r\n');
}
