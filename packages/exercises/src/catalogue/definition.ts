import type { ExerciseCatalogueEntry, ExerciseKind, LevelParams } from '@cep/contract';

/** Level parameters of one exercise kind. */
export type ParamsOf<K extends ExerciseKind> = Extract<LevelParams, { kind: K }>;

/**
 * An exercise as the catalogue holds it: its entry (name, domain, instructions, maximum level),
 * the parameters of each level 1..maxLevel (index 0 is level 1), and how many practice trials
 * come before the scored ones.
 */
export interface ExerciseDefinition<K extends ExerciseKind = ExerciseKind> {
  entry: ExerciseCatalogueEntry & { kind: K };
  levels: ReadonlyArray<ParamsOf<K>>;
  practiceTrials: number;
}

/** Builds the level table from a formula of the level (1-based). */
export function levelTable<K extends ExerciseKind>(
  maxLevel: number,
  paramsAt: (level: number) => ParamsOf<K>,
): ReadonlyArray<ParamsOf<K>> {
  return Array.from({ length: maxLevel }, (_, index) => paramsAt(index + 1));
}
