export { TrailMakingScreen } from './trail-making-screen';
export { planTrail, trailLayout } from './plan';
export type { TrailCircle, TrailLayout } from './plan';
