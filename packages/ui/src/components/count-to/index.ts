export { CountTo } from './count-to';
export type { CountToProps } from './count-to';
export { useCountTo } from './use-count-to';
export type { CountToControls, CountToOptions, CountToState } from './use-count-to';
export { formatCountValue } from './format-count';
export type { CountFormat } from './format-count';
export { easings } from './easing';
export type { Easing, EasingName } from './easing';
