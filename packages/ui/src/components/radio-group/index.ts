export { RadioGroup } from './radio-group';
export type { RadioGroupItem, RadioGroupProps } from './radio-group';
