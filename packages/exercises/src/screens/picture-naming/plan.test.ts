import { expect, it } from 'vitest';
import { seededRandom } from '../runner/random';
import { PICTURES, pictureById } from './drawings';
import { planPictureNaming } from './plan';

it('has twenty and more drawings, each with a name in both languages', () => {
  expect(PICTURES.length).toBeGreaterThanOrEqual(20);
  expect(new Set(PICTURES.map((p) => p.name['zh-CN'])).size).toBe(PICTURES.length);
});

it('offers the level’s choices, same-category names at full similarity, and the odd-one-out share', () => {
  const plan = planPictureNaming(
    { trials: 20, choices: 4, foilSimilarity: 1, categoryRatio: 0.5, responseWindowMs: 0 },
    seededRandom(6),
  );
  const naming = plan.scored.filter((i) => i.type === 'name');
  const odd = plan.scored.filter((i) => i.type === 'odd');
  expect(odd).toHaveLength(10);
  for (const item of naming) {
    if (item.type !== 'name') continue;
    expect(item.choices).toHaveLength(4);
    expect(item.choices).toContain(item.picture);
    const category = pictureById(item.picture)!.category;
    const sameCount = PICTURES.filter((p) => p.category === category).length - 1;
    const same = item.choices.filter(
      (id) => id !== item.picture && pictureById(id)!.category === category,
    );
    expect(same.length).toBe(Math.min(3, sameCount));
  }
  for (const item of odd) {
    if (item.type !== 'odd') continue;
    const categories = item.choices.map((id) => pictureById(id)!.category);
    const oddCategory = pictureById(item.odd)!.category;
    expect(categories.filter((c) => c === oddCategory)).toHaveLength(1);
    expect(new Set(categories.filter((c) => c !== oddCategory)).size).toBe(1);
  }
  expect(plan.practice.every((i) => i.type === 'name' && i.choices.length === 2)).toBe(true);
});
