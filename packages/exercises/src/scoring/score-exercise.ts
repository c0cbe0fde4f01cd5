import type { ExerciseOutcome, ExerciseResult, LevelParams, TrialRecord } from '@cep/contract';
import { scoreDigitSpan } from './digit-span';
import { scoreGoNoGo } from './go-no-go';
import { scoreNBack } from './n-back';
import { scoreSchulte } from './schulte-grid';
import { scoreStroop } from './stroop';
import { toResult } from './summary';
import { scoreRotation } from './mental-rotation';
import { scoreSymbolDigit } from './symbol-digit';
import { scoreTrail } from './trail-making';
import { correctByQuestion, scoreChoices } from './choice';
import { scoreVisualSearch, visualSearchGridOutcomes } from './visual-search';
import { scoreWordList, wordListStageOutcomes } from './word-list-recall';

/**
 * Scores a run of any exercise from its trials: the result the server stores. Practice trials are
 * left out and every `correct` flag is re-judged from stimulus and response, so a result never
 * contradicts its own trials.
 */
export function scoreExercise(
  params: LevelParams,
  level: number,
  trials: readonly TrialRecord[],
  outcome: ExerciseOutcome = 'completed',
): ExerciseResult {
  switch (params.kind) {
    case 'digitSpanForward':
    case 'digitSpanBackward': {
      const direction = params.kind === 'digitSpanForward' ? 'forward' : 'backward';
      const { longestSpan, ...summary } = scoreDigitSpan(trials, direction);
      return toResult(params.kind, level, outcome, summary, { longestSpan });
    }
    case 'schulteGrid': {
      const { found, completed, completionMs, ...summary } = scoreSchulte(trials, params.gridSize);
      const inTime = params.timeLimitMs === 0 || completionMs <= params.timeLimitMs;
      return toResult(params.kind, level, outcome, summary, {
        found,
        completed: completed && inTime ? 1 : 0,
        completionMs,
      });
    }
    case 'goNoGo': {
      const { hits, correctRejections, ...summary } = scoreGoNoGo(trials);
      return toResult(params.kind, level, outcome, summary, { hits, correctRejections });
    }
    case 'nBack': {
      const { hits, falseAlarms, ...summary } = scoreNBack(trials, params.n);
      return toResult(params.kind, level, outcome, summary, { hits, falseAlarms });
    }
    case 'stroop': {
      const { interferenceMs, ...summary } = scoreStroop(trials);
      return toResult(
        params.kind,
        level,
        outcome,
        summary,
        interferenceMs === null ? {} : { interferenceMs },
      );
    }
    // Issue 33, set A.
    case 'symbolDigit': {
      const { correctPerMinute, ...summary } = scoreSymbolDigit(trials);
      return toResult(
        params.kind,
        level,
        outcome,
        summary,
        correctPerMinute === null ? {} : { correctPerMinute },
      );
    }
    case 'trailMaking': {
      const { reached, completed, completionMs, ...summary } = scoreTrail(trials, params.count);
      const inTime = params.timeLimitMs === 0 || completionMs <= params.timeLimitMs;
      return toResult(params.kind, level, outcome, summary, {
        reached,
        completed: completed && inTime ? 1 : 0,
        completionMs,
      });
    }
    case 'mentalRotation': {
      const { msPerDegree, ...summary } = scoreRotation(trials);
      return toResult(
        params.kind,
        level,
        outcome,
        summary,
        msPerDegree === null ? {} : { msPerDegree },
      );
    }
    // Set B (issue 33).
    case 'visualSearch': {
      const { hits, targets, searchMs, gridsCleared, grids, ...summary } =
        scoreVisualSearch(trials);
      return toResult(params.kind, level, outcome, summary, {
        hits,
        targets,
        searchMs,
        gridsCleared,
        grids,
      });
    }
    case 'wordListRecall': {
      const { immediateHits, delayedHits, listLength, falseAlarms, ...summary } =
        scoreWordList(trials);
      return toResult(params.kind, level, outcome, summary, {
        immediateHits,
        delayedHits,
        listLength,
        falseAlarms,
      });
    }
    case 'pictureNaming': {
      const summary = scoreChoices(trials);
      const correct = correctByQuestion(summary.trials);
      return toResult(params.kind, level, outcome, summary, {
        namingCorrect: correct['name'] ?? 0,
        categoryCorrect: correct['odd'] ?? 0,
      });
    }
    case 'orientationQuiz': {
      const summary = scoreChoices(trials);
      return toResult(params.kind, level, outcome, summary, correctByQuestion(summary.trials));
    }
  }
}

/**
 * What the level engine counts from a run. Trial-based exercises give one outcome per scored
 * trial; a Schulte grid (and a trail) is one outcome for the whole grid (every number found in time, at most
 * one wrong tap). An abandoned run gives none: quitting must not move the level.
 */
export function levelOutcomes(result: ExerciseResult): boolean[] {
  if (result.outcome === 'abandoned') return [];
  if (result.kind === 'schulteGrid') {
    return [result.extra?.['completed'] === 1 && result.commissions <= 1];
  }
  // A trail is one outcome too: every circle in time, at most one wrong tap.
  if (result.kind === 'trailMaking') {
    return [result.extra?.['completed'] === 1 && result.commissions <= 1];
  }
  // Set B: one outcome per grid, and per recognition stage (a word is not a trial of its own).
  if (result.kind === 'visualSearch') return visualSearchGridOutcomes(result.trials);
  if (result.kind === 'wordListRecall') return wordListStageOutcomes(result.trials);
  return result.trials.filter((trial) => !trial.practice).map((trial) => trial.correct);
}
