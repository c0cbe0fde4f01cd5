import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import {
  choiceBoxBase,
  choiceBoxSize,
  choiceTextSize,
  type ChoiceSize,
} from '../checkbox/checkbox';
import { Label } from '../label';

/** Vertical padding that, with a 1.5 line height, fills the row's min height. */
const optionPadding: Record<ChoiceSize, string> = { sm: 'py-1.5', md: 'py-2', lg: 'py-3' };

export interface RadioGroupItem {
  /** The value reported by `onValueChange`. */
  value: string;
  /** Visible label, which also names the radio. */
  label: ReactNode;
  /** Extra help under the label, read as the radio's description. */
  description?: ReactNode;
  /** Greys out this one choice. */
  disabled?: boolean;
}

export interface RadioGroupProps extends ComponentProps<typeof RadioGroupPrimitive.Root> {
  /** The choices, in order. */
  items: RadioGroupItem[];
  /**
   * Radio and text size; `lg` is the patient-screen size. Hit area ≥ 2.5rem in every size.
   * @default 'md'
   */
  size?: ChoiceSize;
  /**
   * Marks the group as wrong: `aria-invalid`, `data-invalid` and danger borders.
   * @selector [data-invalid]
   * @default false
   */
  invalid?: boolean;
}

/**
 * One choice among a few (Radix RadioGroup): Tab enters the group, arrow keys move and select.
 * Name it with `aria-label` or put it in a FormField.
 */
function RadioGroup({
  items,
  size = 'md',
  invalid = false,
  orientation = 'vertical',
  className,
  ...props
}: RadioGroupProps) {
  const baseId = useId();
  const isInvalid = invalid || props['aria-invalid'] === true || props['aria-invalid'] === 'true';

  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      data-size={size}
      data-invalid={isInvalid ? '' : undefined}
      orientation={orientation}
      className={cn(
        'flex gap-x-6',
        orientation === 'vertical' ? 'flex-col' : 'flex-row flex-wrap',
        className,
      )}
      {...props}
      aria-invalid={isInvalid || undefined}
    >
      {items.map((item, index) => {
        const itemId = `${baseId}-${index}`;
        const descriptionId = item.description != null ? `${itemId}-description` : undefined;
        return (
          <div
            key={item.value}
            data-slot="radio-group-option"
            // Top-aligned so a two-line option keeps its radio beside the label's first line.
            className={cn('flex items-start gap-3', choiceTextSize[size], optionPadding[size])}
          >
            <span className="flex h-[1.5em] items-center">
              <RadioGroupPrimitive.Item
                data-slot="radio-group-item"
                data-invalid={isInvalid ? '' : undefined}
                id={itemId}
                value={item.value}
                disabled={item.disabled}
                aria-describedby={descriptionId}
                className={cn(choiceBoxBase, 'rounded-full', choiceBoxSize[size])}
              >
                <RadioGroupPrimitive.Indicator
                  data-slot="radio-group-indicator"
                  className="size-2/5 rounded-full bg-primary-foreground forced-colors:bg-[ButtonText]"
                />
              </RadioGroupPrimitive.Item>
            </span>
            <span className="flex flex-col">
              <Label htmlFor={itemId} disabled={item.disabled || props.disabled} variant="inline">
                {item.label}
              </Label>
              {item.description != null && (
                <span id={descriptionId} className="text-sm leading-normal text-muted-foreground">
                  {item.description}
                </span>
              )}
            </span>
          </div>
        );
      })}
    </RadioGroupPrimitive.Root>
  );
}

export { RadioGroup };
