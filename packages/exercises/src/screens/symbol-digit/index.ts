export { SymbolDigitScreen } from './symbol-digit-screen';
export { planSymbolDigit } from './plan';
export type { SymbolDigitItem } from './plan';
export { SYMBOLS } from './symbols';
export type { SymbolId } from './symbols';
