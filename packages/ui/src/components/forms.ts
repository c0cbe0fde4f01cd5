// Public exports of this group of components; src/index.ts re-exports it.
export { IconButton } from './icon-button';
export type { IconButtonProps } from './icon-button';
export { Input } from './input';
export type { InputProps } from './input';
export { Textarea } from './textarea';
export type { TextareaProps } from './textarea';
export { Label } from './label';
export type { LabelProps } from './label';
export { FormField } from './form-field';
export type { FormFieldProps } from './form-field';
export { Checkbox } from './checkbox';
export type { CheckboxProps } from './checkbox';
export { RadioGroup } from './radio-group';
export type { RadioGroupItem, RadioGroupProps } from './radio-group';
export { Switch } from './switch';
export type { SwitchProps } from './switch';
export { Select } from './select';
export type { SelectOption, SelectProps } from './select';
