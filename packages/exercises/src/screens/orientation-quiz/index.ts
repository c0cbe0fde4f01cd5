export { OrientationQuizScreen } from './orientation-screen';
export { planOrientation } from './plan';
export type { OrientationItem } from './plan';
export { answerLabel, chinaClock, choicesOf, truthOf } from './topics';
export type { Topic } from './topics';
