import { exerciseCatalogueEntry, exerciseKind, levelParams } from '@cep/contract';
import { describe, expect, it } from 'vitest';
import { catalogueByDomain, exerciseCatalogue, levelParamsOf } from './catalogue';

describe('exercise catalogue', () => {
  it('has every exercise kind of the contract', () => {
    expect(Object.keys(exerciseCatalogue).sort()).toEqual([...exerciseKind.options].sort());
  });

  it.each(Object.values(exerciseCatalogue))(
    '$entry.kind: entry and every level pass the schemas',
    (definition) => {
      expect(exerciseCatalogueEntry.parse(definition.entry)).toEqual(definition.entry);
      expect(definition.levels).toHaveLength(definition.entry.maxLevel);
      for (const params of definition.levels) {
        expect(levelParams.parse(params)).toEqual(params);
        expect(params.kind).toBe(definition.entry.kind);
      }
    },
  );

  it('levels get harder', () => {
    const span = exerciseCatalogue.digitSpanForward.levels.map((p) => p.spanLength);
    expect(span).toEqual([...span].sort((a, b) => a - b));
    expect(new Set(span).size).toBe(span.length);
    expect(exerciseCatalogue.nBack.levels.map((p) => p.n)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3]);
    const grids = exerciseCatalogue.schulteGrid.levels.map((p) => p.gridSize);
    expect(grids).toEqual([...grids].sort((a, b) => a - b));
    const windows = exerciseCatalogue.stroop.levels.map((p) => p.responseWindowMs);
    expect(windows).toEqual([...windows].sort((a, b) => b - a));
  });

  it('set A (issue 33): each level table moves by its rule', () => {
    const symbol = exerciseCatalogue.symbolDigit.levels;
    expect(symbol.map((p) => p.pairs)).toEqual([3, 4, 5, 6, 7, 8, 9, 9, 9, 9]);
    const itemMs = symbol.map((p) => p.responseWindowMs);
    expect(itemMs).toEqual([...itemMs].sort((a, b) => b - a));
    expect(new Set(itemMs).size).toBe(10);

    const trail = exerciseCatalogue.trailMaking.levels;
    expect(trail.map((p) => p.partB)).toEqual([...Array(5).fill(false), ...Array(5).fill(true)]);
    for (const part of [trail.slice(0, 5), trail.slice(5)]) {
      const counts = part.map((p) => p.count);
      expect(counts).toEqual([...counts].sort((a, b) => a - b));
      expect(part[0]!.timeLimitMs).toBe(0); // each part starts untimed
    }
    // Part B: at most ten numbers and ten stems.
    expect(Math.max(...trail.map((p) => p.count))).toBeLessThanOrEqual(20);

    const rotation = exerciseCatalogue.mentalRotation.levels;
    const angles = rotation.map((p) => p.maxAngle);
    expect(angles).toEqual([...angles].sort((a, b) => a - b));
    expect(angles.at(-1)).toBe(180);
    // The shapes grow in squares over each angle range.
    expect(rotation.map((p) => p.cells)).toEqual([4, 5, 4, 5, 5, 6, 6, 6, 7, 7]);
    const windows = rotation.map((p) => p.responseWindowMs);
    expect(windows).toEqual([...windows].sort((a, b) => b - a));
    expect(rotation.every((p) => p.mirrorRatio === 0.5)).toBe(true);
  });

  it('set A: each exercise in its domain', () => {
    const domainOf = (kind: 'symbolDigit' | 'trailMaking' | 'mentalRotation') =>
      exerciseCatalogue[kind].entry.domain;
    expect(domainOf('symbolDigit')).toBe('processingSpeed');
    expect(domainOf('trailMaking')).toBe('visuomotor');
    expect(domainOf('mentalRotation')).toBe('visuospatial');
  });

  it('set B levels get harder by their own rule', () => {
    const search = exerciseCatalogue.visualSearch.levels;
    const cells = search.map((p) => p.columns * p.rows);
    expect(cells).toEqual([...cells].sort((a, b) => a - b));
    expect(search.every((p) => p.columns <= 6)).toBe(true); // 44 px cells on a 375 px phone
    expect(search.map((p) => p.similarity)).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2, 2]);
    const words = exerciseCatalogue.wordListRecall.levels.map((p) => p.listLength);
    expect(words).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    const naming = exerciseCatalogue.pictureNaming.levels;
    expect(naming.map((p) => p.choices)).toEqual([2, 3, 4, 4, 4, 4, 4, 4, 4, 4]);
    expect(naming.map((p) => p.categoryRatio)).toEqual(
      [...naming.map((p) => p.categoryRatio)].sort(),
    );
    const orientation = exerciseCatalogue.orientationQuiz.levels;
    expect(orientation[0]).toMatchObject({ choices: 2, topics: 3, trials: 5 });
    expect(orientation[9]).toMatchObject({ choices: 4, topics: 6, trials: 13 });
  });

  it('set B: each of the four new domains has an exercise', () => {
    const groups = catalogueByDomain();
    const kindsOf = (domain: string) =>
      groups.find((g) => g.domain === domain)!.exercises.map((e) => e.entry.kind);
    expect(kindsOf('attention')).toContain('visualSearch');
    expect(kindsOf('memory')).toContain('wordListRecall');
    expect(kindsOf('language')).toContain('pictureNaming');
    expect(kindsOf('orientation')).toContain('orientationQuiz');
  });

  it('groups by domain in the contract order', () => {
    const groups = catalogueByDomain();
    expect(groups.map((g) => g.domain)).toEqual([
      'attention',
      'memory',
      'executiveFunction',
      'processingSpeed',
      'language',
      'visuospatial',
      'visuomotor',
      'orientation',
    ]);
    expect(groups.find((g) => g.domain === 'memory')!.exercises.map((e) => e.entry.kind)).toEqual([
      'digitSpanForward',
      'digitSpanBackward',
      'nBack',
      'wordListRecall',
    ]);
  });

  it('levelParamsOf clamps to 1..max', () => {
    expect(levelParamsOf('nBack', 5)).toMatchObject({ n: 2, stimulusMs: 750 });
    expect(levelParamsOf('schulteGrid', 0)).toEqual(exerciseCatalogue.schulteGrid.levels[0]);
    expect(levelParamsOf('stroop', 99)).toEqual(exerciseCatalogue.stroop.levels[9]);
  });
});
