import { expect, it } from 'vitest';
import { seededRandom } from '../runner/random';
import { SEARCH_FAMILIES, UNLIKE } from './characters';
import { planVisualSearch, searchGrid } from './plan';

it('holds exactly the level’s targets, with alike or unlike distractors by similarity', () => {
  for (const similarity of [0, 1, 2]) {
    const grid = searchGrid(
      { columns: 6, rows: 8, targets: 10, similarity },
      seededRandom(similarity),
    );
    expect(grid.cells).toHaveLength(48);
    expect(grid.cells.filter((c) => c === grid.target)).toHaveLength(10);
    const alike = SEARCH_FAMILIES.find((f) => f.target === grid.target)!.alike;
    const distractors = grid.cells.filter((c) => c !== grid.target);
    const alikeCount = distractors.filter((c) => alike.includes(c)).length;
    if (similarity === 0) expect(distractors.every((c) => UNLIKE.includes(c))).toBe(true);
    if (similarity === 1) expect(alikeCount).toBe(19);
    if (similarity === 2) expect(alikeCount).toBe(38);
  }
});

it('plans a small practice grid and the level’s grids, numbered', () => {
  const plan = planVisualSearch(
    { grids: 2, columns: 4, rows: 4, targets: 3, similarity: 0, timeLimitMs: 0 },
    seededRandom(3),
  );
  expect(plan.practice[0]!.cells).toHaveLength(9);
  expect(plan.scored.map((g) => g.index)).toEqual([0, 1]);
});
