export { MentalRotationScreen } from './mental-rotation-screen';
export { planRotation } from './plan';
export type { RotationItem } from './plan';
export { isChiral, randomShape } from './shapes';
export type { Cell } from './shapes';
