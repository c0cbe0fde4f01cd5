import {
  exerciseEntries,
  reliableChange,
  maxLevelOf,
  type AssessmentKind,
  type CognitiveDomain,
  type ExerciseKind,
  type LevelRule,
} from '@cep/contract';
import { assistantConfig, type AssistantConfig } from './config';

/*
 * The assistant's rules (issue 14): each a pure function over one patient's facts that returns
 * what it finds, with the numbers it used, where those numbers are, and what accepting would do.
 * The clinician decides; nothing here reaches a patient. `key` names an open finding: the store
 * never holds two open findings with one key, so a rule that fires again adds nothing.
 */

export interface AssessmentFacts {
  id: number;
  /** `YYYY-MM-DD`. */
  testedOn: string;
  domains: ReadonlyArray<{ domain: CognitiveDomain; share: number }>;
}

export interface PlanItemFacts {
  id: number;
  kind: ExerciseKind;
  /** Where the level engine stands now. */
  level: number;
  rule: LevelRule;
}

export interface PlanFacts {
  id: number;
  items: readonly PlanItemFacts[];
  /** ISO weekdays, 1 = Monday. */
  trainingDays: readonly number[];
  startDate: string;
  endDate: string;
}

export interface ResultFacts {
  id: number;
  planItemId: number | null;
  level: number;
  accuracy: number;
  /** `YYYY-MM-DD` (UTC+8) the result was recorded on. */
  day: string;
}

/** Two finished assessments of one scale, the later last: what reliable change reads. */
export interface ScaleRetest {
  kind: AssessmentKind;
  earlier: { id: number; testedOn: string; rawTotal: number };
  later: { id: number; testedOn: string; rawTotal: number };
}

export interface PatientFacts {
  patientId: number;
  /** `YYYY-MM-DD` (UTC+8). */
  today: string;
  /** The latest finished assessment. */
  lastAssessment: AssessmentFacts | null;
  /** The latest two finished assessments of each scale given twice or more. */
  retests: readonly ScaleRetest[];
  /** The active plan. */
  plan: PlanFacts | null;
  /** The patient's results, oldest first. */
  results: readonly ResultFacts[];
  /** Days (UTC+8) with a completed session, one entry per session. */
  sessionDays: readonly string[];
}

export type FindingAction =
  | { type: 'addItems'; planId: number; kinds: ExerciseKind[] }
  | { type: 'setLevel'; planId: number; planItemId: number; level: number }
  | { type: 'setRule'; planId: number; planItemId: number; rule: LevelRule }
  | { type: 'none' };

export type RuleName =
  | 'weakDomains'
  | 'plateau'
  | 'missedSessions'
  | 'decline'
  | 'reassessmentDue'
  | 'assessmentDecline';

export interface Finding {
  rule: RuleName;
  /** A suggestion changes the plan when accepted; an alert or reminder asks for attention. */
  kind: 'suggestion' | 'alert' | 'reminder';
  key: string;
  /** The numbers the rule used (shown with the finding). */
  numbers: Record<string, number | string>;
  action: FindingAction;
  /** Where those numbers are in the console. */
  link: string;
}

const DAY_MS = 86_400_000;
const dayIndex = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (index: number) => new Date(index * DAY_MS).toISOString().slice(0, 10);
const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;
/** Rounded for showing and for comparing with a threshold (no 0.1 + 0.2 surprises). */
const round3 = (value: number) => Math.round(value * 1000) / 1000;

const trainingPath = (patientId: number, tab: string, extra = '') =>
  `/cognitive-training?patient=${patientId}&tab=${tab}${extra}`;

/** The weakest domains of the last assessment → exercises of those domains not yet in the plan. */
export function weakDomains(facts: PatientFacts, config: AssistantConfig = assistantConfig) {
  const assessment = facts.lastAssessment;
  if (!assessment || !facts.plan) return [];
  const { maxShare, count } = config.weakDomains;
  const weak = assessment.domains
    .filter((row) => row.share < maxShare)
    .sort((a, b) => a.share - b.share)
    .slice(0, count);
  if (weak.length === 0) return [];
  const inPlan = new Set(facts.plan.items.map((item) => item.kind));
  const kinds = Object.values(exerciseEntries)
    .filter((entry) => weak.some((row) => row.domain === entry.domain) && !inPlan.has(entry.kind))
    .map((entry) => entry.kind);
  if (kinds.length === 0) return [];
  const finding: Finding = {
    rule: 'weakDomains',
    kind: 'suggestion',
    key: `weakDomains:${assessment.id}:${facts.plan.id}`,
    numbers: {
      maxShare,
      ...Object.fromEntries(weak.map((row) => [row.domain, round3(row.share)])),
    },
    action: { type: 'addItems', planId: facts.plan.id, kinds },
    link: trainingPath(facts.patientId, 'assessments', `&assessment=${assessment.id}`),
  };
  return [finding];
}

/** No level change in the last `runs` runs of a plan item → a level or rule change. */
export function plateau(facts: PatientFacts, config: AssistantConfig = assistantConfig) {
  const plan = facts.plan;
  if (!plan) return [];
  const { runs, easyAccuracy, hardAccuracy } = config.plateau;
  const findings: Finding[] = [];
  for (const item of plan.items) {
    const last = facts.results.filter((result) => result.planItemId === item.id).slice(-runs);
    if (last.length < runs || new Set(last.map((result) => result.level)).size !== 1) continue;
    const level = last[0]!.level;
    const accuracy = round3(mean(last.map((result) => result.accuracy)));
    let action: FindingAction;
    if (accuracy >= easyAccuracy && level < maxLevelOf(item.kind)) {
      action = { type: 'setLevel', planId: plan.id, planItemId: item.id, level: level + 1 };
    } else if (accuracy < hardAccuracy && level > 1) {
      action = { type: 'setLevel', planId: plan.id, planItemId: item.id, level: level - 1 };
    } else {
      // Neither too easy nor too hard, yet stuck: the other rule of DOMAIN.md's table.
      const rule: LevelRule =
        item.rule.type === 'staircase'
          ? { type: 'block', blockSize: 40, upBelow: 6, downAbove: 8 }
          : { type: 'staircase', up: 3, down: 2 };
      action = { type: 'setRule', planId: plan.id, planItemId: item.id, rule };
    }
    findings.push({
      rule: 'plateau',
      kind: 'suggestion',
      key: `plateau:${item.id}:${level}`,
      numbers: { kind: item.kind, level, runs, accuracy, easyAccuracy, hardAccuracy },
      action,
      link: trainingPath(facts.patientId, 'progress'),
    });
  }
  return findings;
}

/** Fewer days trained than planned over the last `days` days (today not counted) → alert. */
export function missedSessions(facts: PatientFacts, config: AssistantConfig = assistantConfig) {
  const plan = facts.plan;
  if (!plan) return [];
  const { days } = config.missed;
  const today = dayIndex(facts.today);
  const window = Array.from({ length: days }, (_, i) => dateOf(today - days + i));
  const planned = window.filter(
    (date) =>
      date >= plan.startDate &&
      date <= plan.endDate &&
      plan.trainingDays.includes(isoWeekday(date)),
  );
  const trained = new Set(facts.sessionDays);
  const done = planned.filter((date) => trained.has(date)).length;
  if (done >= planned.length) return [];
  const finding: Finding = {
    rule: 'missedSessions',
    kind: 'alert',
    key: `missedSessions:${plan.id}`,
    numbers: { days, planned: planned.length, done, from: window[0]!, to: window.at(-1)! },
    action: { type: 'none' },
    link: trainingPath(facts.patientId, 'progress'),
  };
  return [finding];
}

/** Mean accuracy of the last 7 days below the last 28 days' by more than the margin → alert. */
export function decline(facts: PatientFacts, config: AssistantConfig = assistantConfig) {
  const { shortDays, longDays, margin, minResults } = config.decline;
  const today = dayIndex(facts.today);
  const within = (days: number) =>
    facts.results.filter((result) => today - dayIndex(result.day) < days).map((r) => r.accuracy);
  const short = within(shortDays);
  const long = within(longDays);
  if (short.length < minResults || long.length < minResults) return [];
  const shortMean = round3(mean(short));
  const longMean = round3(mean(long));
  const drop = round3(longMean - shortMean);
  if (drop <= margin) return [];
  const finding: Finding = {
    rule: 'decline',
    kind: 'alert',
    key: 'decline',
    numbers: {
      shortDays,
      longDays,
      shortMean,
      longMean,
      drop,
      margin,
      shortResults: short.length,
      longResults: long.length,
    },
    action: { type: 'none' },
    link: trainingPath(facts.patientId, 'progress'),
  };
  return [finding];
}

/**
 * A scale's latest total fell from the one before by at least its reliable change criterion
 * (Kopeček et al. 2017: MoCA −4, MMSE −3 points) → alert. Smaller drops are within the test's own
 * noise and say nothing (issue 33 §3).
 */
export function assessmentDecline(facts: PatientFacts): Finding[] {
  return facts.retests.flatMap((retest) => {
    const change = reliableChange(retest.kind, retest.earlier.rawTotal, retest.later.rawTotal);
    if (change.reading !== 'declined') return [];
    const finding: Finding = {
      rule: 'assessmentDecline',
      kind: 'alert',
      key: `assessmentDecline:${retest.later.id}`,
      numbers: {
        scale: retest.kind,
        earlier: change.earlier,
        earlierOn: retest.earlier.testedOn,
        later: change.later,
        laterOn: retest.later.testedOn,
        difference: change.difference,
        criterion: change.criterion.decline,
      },
      action: { type: 'none' },
      link: trainingPath(facts.patientId, 'progress'),
    };
    return [finding];
  });
}

/** The last finished assessment is `days` days old or more → re-assessment reminder. */
export function reassessmentDue(facts: PatientFacts, config: AssistantConfig = assistantConfig) {
  const assessment = facts.lastAssessment;
  if (!assessment) return [];
  const { days } = config.reassessment;
  const age = dayIndex(facts.today) - dayIndex(assessment.testedOn);
  if (age < days) return [];
  const finding: Finding = {
    rule: 'reassessmentDue',
    kind: 'reminder',
    key: `reassessmentDue:${assessment.id}`,
    numbers: { testedOn: assessment.testedOn, daysSince: age, days },
    action: { type: 'none' },
    link: trainingPath(facts.patientId, 'assessments'),
  };
  return [finding];
}

/** Every rule over one patient's facts. */
export function runRules(
  facts: PatientFacts,
  config: AssistantConfig = assistantConfig,
): Finding[] {
  return [
    ...weakDomains(facts, config),
    ...plateau(facts, config),
    ...missedSessions(facts, config),
    ...decline(facts, config),
    ...assessmentDecline(facts),
    ...reassessmentDue(facts, config),
  ];
}
