export { catalogueByDomain, exerciseCatalogue, levelParamsOf } from './catalogue';
export type { ExerciseDefinition, ParamsOf } from './definition';
export { applyItemSettings, prescribedRun } from './item-settings';
