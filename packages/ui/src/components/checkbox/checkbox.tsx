import { Check, Minus } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Label } from '../label';

type ChoiceSize = 'sm' | 'md' | 'lg';

/**
 * Box and hit area of a check control: the ::before pad makes the pointer target 2.5rem
 * (lg 3.25rem, ≥ 44 px) whatever the box looks like. Shared with RadioGroup.
 */
const choiceBoxSize: Record<ChoiceSize, string> = {
  sm: 'size-4 before:-inset-3',
  md: 'size-5 before:-inset-2.5',
  lg: 'size-7 before:-inset-3',
};
const choiceTextSize: Record<ChoiceSize, string> = {
  sm: 'text-sm min-h-8',
  md: 'text-base min-h-10',
  lg: 'text-lg min-h-13',
};

/** Look shared by Checkbox and RadioGroup items; state comes from Radix's data attributes. */
const choiceBoxBase = [
  'peer relative inline-flex shrink-0 cursor-pointer items-center justify-center border-2 border-border bg-background text-primary-foreground',
  'before:absolute before:content-[""]',
  'motion-safe:transition-colors',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'hc:border-foreground forced-colors:border-[ButtonText]',
  'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
  'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
  'hc:data-[state=checked]:border-foreground hc:data-[state=indeterminate]:border-foreground',
  'data-invalid:border-danger hc:data-invalid:border-danger',
  'data-disabled:cursor-not-allowed data-disabled:border-border data-disabled:bg-muted data-disabled:text-muted-foreground',
];

export interface CheckboxProps extends ComponentProps<typeof CheckboxPrimitive.Root> {
  /** Visible label beside the box (or pass `children`). Without one, give `aria-label`. */
  label?: ReactNode;
  /**
   * Box and text size; `lg` is the patient-screen size. Hit area ≥ 2.5rem in every size.
   * @default 'md'
   */
  size?: ChoiceSize;
  /**
   * Marks the choice as wrong: `aria-invalid`, `data-invalid` and a danger border.
   * @selector [data-invalid]
   * @default false
   */
  invalid?: boolean;
}

/**
 * A checkbox (Radix Checkbox) with an optional label; `checked="indeterminate"` shows a dash
 * and is announced as mixed.
 */
function Checkbox({
  label,
  children,
  size = 'md',
  invalid = false,
  disabled = false,
  id,
  className,
  ...props
}: CheckboxProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const text = label ?? children;
  const isInvalid = invalid || props['aria-invalid'] === true || props['aria-invalid'] === 'true';

  const box = (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      data-size={size}
      data-invalid={isInvalid ? '' : undefined}
      id={controlId}
      disabled={disabled}
      className={cn(choiceBoxBase, 'group rounded-sm', choiceBoxSize[size], className)}
      {...props}
      aria-invalid={isInvalid || undefined}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="flex items-center justify-center [&_svg]:size-full [&_svg]:stroke-3"
      >
        <Check aria-hidden="true" className="group-data-[state=indeterminate]:hidden" />
        <Minus aria-hidden="true" className="hidden group-data-[state=indeterminate]:block" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (text == null) return box;

  return (
    <div data-slot="checkbox-field" className={cn('flex items-center gap-3', choiceTextSize[size])}>
      {box}
      <Label htmlFor={controlId} disabled={disabled} variant="inline">
        {text}
      </Label>
    </div>
  );
}

export { Checkbox, choiceBoxBase, choiceBoxSize, choiceTextSize };
export type { ChoiceSize };
