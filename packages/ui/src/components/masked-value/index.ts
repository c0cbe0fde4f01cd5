export { MaskedValue } from './masked-value';
export type { MaskedValueProps } from './masked-value';
export { maskIdCard, maskMiddle, maskPhone } from './mask';
export type { MaskedValueKind } from './messages';
