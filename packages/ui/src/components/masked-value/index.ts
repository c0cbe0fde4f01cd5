export { MaskedValue } from './masked-value';
export type { MaskedValueProps } from './masked-value';
export type { MaskedValueKind } from './messages';
