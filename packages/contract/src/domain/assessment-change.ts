import type { AssessmentKind } from './assessment-scales';

/*
 * Change that means something (issue 33 §3): two MoCA or MMSE totals differ by a few points on
 * retest without any real change (practice, mood, the day). A reliable change index says how large
 * a difference must be before it is unlikely to be that noise. We use the published 90 % reliable
 * change criteria of one study that gives both scales with one method, in cognitively healthy
 * older adults retested yearly — the interval at which patients here are re-assessed.
 */

/** Where the figures come from, shown beside every reading. */
export const reliableChangeSource = {
  citation:
    'Kopeček M, Bezdíček O, Sulc Z, Lukavský J, Štěpánková H. Montreal Cognitive Assessment and Mini-Mental State Examination reliable change indices in healthy older adults. Int J Geriatr Psychiatry. 2017;32(8):868–875.',
  doi: '10.1002/gps.4539',
  /** What the figures rest on, in a sentence. */
  basis: {
    'zh-CN':
      '197 名 60–94 岁认知正常老人连续 4 年每年复测；Chelune 法（校正练习效应）的 90% 可靠变化界值，1 年间隔。',
    'en-US':
      '197 cognitively healthy adults aged 60–94 retested yearly for 4 years; 90% reliable change criteria by Chelune’s method (practice-adjusted), 1-year interval.',
  },
} as const;

export interface ReliableChangeCriterion {
  /** A difference (later − earlier raw total) at or below this is a reliable decline. */
  decline: number;
  /** At or above this, a reliable improvement. */
  improve: number;
  /** The confidence level of the criterion. */
  confidence: 0.9;
}

/** Kopeček et al. 2017, 1-year interval: MoCA ≤ −4 / ≥ +4, MMSE ≤ −3 / ≥ +3 points. */
export const reliableChangeCriteria: Readonly<Record<AssessmentKind, ReliableChangeCriterion>> = {
  moca: { decline: -4, improve: 4, confidence: 0.9 },
  mmse: { decline: -3, improve: 3, confidence: 0.9 },
};

export type ChangeReading = 'improved' | 'noChange' | 'declined';

export interface ReliableChange {
  kind: AssessmentKind;
  earlier: number;
  later: number;
  /** later − earlier. */
  difference: number;
  reading: ChangeReading;
  criterion: ReliableChangeCriterion;
}

/** How a change from `earlier` to `later` (raw totals of the same scale) reads. */
export function reliableChange(
  kind: AssessmentKind,
  earlier: number,
  later: number,
): ReliableChange {
  const criterion = reliableChangeCriteria[kind];
  const difference = later - earlier;
  const reading: ChangeReading =
    difference <= criterion.decline
      ? 'declined'
      : difference >= criterion.improve
        ? 'improved'
        : 'noChange';
  return { kind, earlier, later, difference, reading, criterion };
}

/**
 * The change between a patient's two latest finished assessments of each scale, newest first in
 * `assessments` or not (they are ordered here by test day, then by finishing time).
 */
export function latestChanges(
  assessments: ReadonlyArray<{
    kind: AssessmentKind;
    status: string;
    testedOn: string;
    finishedAt: number | null;
    rawTotal: number;
  }>,
): Array<ReliableChange & { earlierOn: string; laterOn: string }> {
  const changes: Array<ReliableChange & { earlierOn: string; laterOn: string }> = [];
  for (const kind of ['moca', 'mmse'] as const) {
    const finished = assessments
      .filter((a) => a.kind === kind && a.status === 'finished')
      .sort(
        (a, b) => a.testedOn.localeCompare(b.testedOn) || (a.finishedAt ?? 0) - (b.finishedAt ?? 0),
      );
    const [earlier, later] = finished.slice(-2);
    if (earlier && later) {
      changes.push({
        ...reliableChange(kind, earlier.rawTotal, later.rawTotal),
        earlierOn: earlier.testedOn,
        laterOn: later.testedOn,
      });
    }
  }
  return changes;
}
