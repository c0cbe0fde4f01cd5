/*
 * The assistant's thresholds in one place (issue 14, DOMAIN.md §1 "[ours]"): each rule reads its
 * numbers from here, and each suggestion shows the numbers it used, so a clinician can check it.
 */
export interface AssistantConfig {
  weakDomains: { maxShare: number; count: number };
  plateau: { runs: number; easyAccuracy: number; hardAccuracy: number };
  missed: { days: number };
  decline: { shortDays: number; longDays: number; margin: number; minResults: number };
  reassessment: { days: number };
}

export const assistantConfig: Readonly<AssistantConfig> = {
  /** Weakest domains of the last finished assessment: below this share, at most `count` of them. */
  weakDomains: { maxShare: 0.7, count: 2 },
  /** No level change in this many runs of a plan item → suggest a change of level or rule. */
  plateau: { runs: 10, easyAccuracy: 0.8, hardAccuracy: 0.5 },
  /** Fewer sessions done than planned over the last `days` days (today not counted) → alert. */
  missed: { days: 7 },
  /**
   * Mean accuracy of the last `shortDays` below that of the last `longDays` by more than `margin`
   * → alert; each mean needs `minResults` results.
   */
  decline: { shortDays: 7, longDays: 28, margin: 0.1, minResults: 3 },
  /** A finished assessment this many days old → re-assessment reminder. */
  reassessment: { days: 28 },
};
