export { exerciseScreens } from './loaders';
export type { ExerciseScreenProps } from './runner/types';
