import { describe, expect, it } from 'vitest';
import { seededRandom } from '../runner/random';
import { answerLabel, chinaClock, choicesOf, topicSequence, topicsOf, truthOf } from './topics';

// 2026-11-28 18:35 UTC is Sunday 29 November 02:35 in China.
const SUNDAY_NIGHT = Date.UTC(2026, 10, 28, 18, 35);
// 2026-03-02 04:00 UTC is Monday 2 March 12:00 in China.
const MONDAY_NOON = Date.UTC(2026, 2, 2, 4, 0);

describe('orientation truths are read in China time (UTC+8)', () => {
  it('takes the calendar of China, not of the device’s zone', () => {
    expect(chinaClock(SUNDAY_NIGHT)).toEqual({
      year: 2026,
      month: 11,
      date: 29,
      weekday: 7,
      hour: 2,
    });
    expect(truthOf('weekday', SUNDAY_NIGHT)).toBe('7');
    expect(truthOf('date', SUNDAY_NIGHT)).toBe('29');
    expect(truthOf('timeOfDay', SUNDAY_NIGHT)).toBe('night');
    expect(truthOf('season', SUNDAY_NIGHT)).toBe('autumn');
  });

  it('names the blocks of the day and the seasons by the rule on screen', () => {
    expect(truthOf('timeOfDay', MONDAY_NOON)).toBe('afternoon');
    expect(truthOf('season', MONDAY_NOON)).toBe('spring');
    expect(truthOf('season', Date.UTC(2026, 0, 10))).toBe('winter');
    expect(truthOf('season', Date.UTC(2026, 6, 10))).toBe('summer');
    expect(answerLabel('weekday', '1', 'zh-CN')).toBe('星期一');
    expect(answerLabel('month', '3', 'en-US')).toBe('March');
    expect(answerLabel('date', '22', 'en-US')).toBe('the 22nd');
  });

  it.each([2, 3, 4])('offers %i distinct answers including the truth', (count) => {
    for (const topic of [
      'timeOfDay',
      'season',
      'weekday',
      'month',
      'year',
      'date',
      'place',
    ] as const) {
      const choices = choicesOf(topic, SUNDAY_NIGHT, count, seededRandom(count));
      expect(choices).toHaveLength(count);
      expect(new Set(choices).size).toBe(count);
      expect(choices).toContain(truthOf(topic, SUNDAY_NIGHT));
    }
  });

  it('asks each of the level’s topics before repeating, the place only when named', () => {
    expect(topicsOf(3, undefined)).toEqual(['timeOfDay', 'season', 'weekday']);
    expect(topicsOf(2, '协和医院')).toEqual(['timeOfDay', 'season', 'place']);
    const sequence = topicSequence(topicsOf(3, undefined), 3, seededRandom(1));
    expect(new Set(sequence).size).toBe(3);
  });
});
