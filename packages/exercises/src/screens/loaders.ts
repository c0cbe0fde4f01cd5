import type { ExerciseKind } from '@cep/contract';
import type { ComponentType } from 'react';
import type { ExerciseScreenProps } from './runner/types';

type ScreenLoader<K extends ExerciseKind> = () => Promise<ComponentType<ExerciseScreenProps<K>>>;

/**
 * One loader per exercise: a page awaits only its own exercise's code (its own chunk), e.g.
 * `lazy(() => exerciseScreens[kind]().then((Screen) => ({ default: Screen })))`.
 */
export const exerciseScreens: { readonly [K in ExerciseKind]?: ScreenLoader<K> } = {
  digitSpanForward: () => import('./digit-span').then((m) => m.DigitSpanForwardScreen),
  digitSpanBackward: () => import('./digit-span').then((m) => m.DigitSpanBackwardScreen),
  schulteGrid: () => import('./schulte-grid').then((m) => m.SchulteGridScreen),
  goNoGo: () => import('./go-no-go').then((m) => m.GoNoGoScreen),
  nBack: () => import('./n-back').then((m) => m.NBackScreen),
  stroop: () => import('./stroop').then((m) => m.StroopScreen),
  // Issue 33, set A.
  symbolDigit: () => import('./symbol-digit').then((m) => m.SymbolDigitScreen),
  trailMaking: () => import('./trail-making').then((m) => m.TrailMakingScreen),
  mentalRotation: () => import('./mental-rotation').then((m) => m.MentalRotationScreen),
  // Set B (issue 33).
  visualSearch: () => import('./visual-search').then((m) => m.VisualSearchScreen),
  wordListRecall: () => import('./word-list-recall').then((m) => m.WordListRecallScreen),
  pictureNaming: () => import('./picture-naming').then((m) => m.PictureNamingScreen),
  orientationQuiz: () => import('./orientation-quiz').then((m) => m.OrientationQuizScreen),
};
