import type { OrientationQuizParams } from '@cep/contract';
import type { StimulusPlan } from '../runner';
import { topicSequence, topicsOf, type Topic } from './topics';

/** A question: its topic and the seed that orders its answers (drawn when it is shown). */
export interface OrientationItem {
  topic: Topic;
  seed: number;
}

/**
 * The questions up front (so a pause replays the same one); the answers are drawn from the clock
 * when each is shown, and judged by the clock when it is answered. The practice asks two
 * questions of the first topics with two answers.
 */
export function planOrientation(
  params: OrientationQuizParams,
  random: () => number,
  practiceTrials = 2,
): StimulusPlan<OrientationItem> {
  const item = (topic: Topic): OrientationItem => ({
    topic,
    seed: Math.floor(random() * 2 ** 31),
  });
  return {
    practice: topicSequence(
      topicsOf(Math.min(3, params.topics), undefined),
      practiceTrials,
      random,
    ).map(item),
    scored: topicSequence(topicsOf(params.topics, params.place), params.trials, random).map(item),
  };
}
