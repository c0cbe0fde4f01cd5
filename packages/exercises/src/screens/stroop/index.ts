export { StroopScreen } from './stroop-screen';
export { STROOP_COLOURS } from './colours';
export { planStroop } from './plan';
export type { StroopItem } from './plan';
