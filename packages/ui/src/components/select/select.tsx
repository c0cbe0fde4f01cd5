import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { useMessages } from '../../i18n';
import { cn } from '../../lib/cn';
import { fieldBoxVariants } from '../input';
import { selectMessages } from './messages';

type SelectSize = 'sm' | 'md' | 'lg';

const triggerPadding: Record<SelectSize, string> = { sm: 'px-2', md: 'px-3', lg: 'px-4' };
const itemSize: Record<SelectSize, string> = {
  sm: 'min-h-10 text-sm',
  md: 'min-h-10 text-base',
  lg: 'min-h-13 text-lg',
};

export interface SelectOption {
  /** The value reported by `onValueChange` (non-empty). */
  value: string;
  /** Visible text; type-ahead matches its start. */
  label: ReactNode;
  /** Greys out this one option. */
  disabled?: boolean;
  /** A heading the option is listed under (options of one group are shown together, in order). */
  group?: string;
  /** A short line under the label in the list (not in the closed trigger). */
  description?: ReactNode;
}

/** The options by group, groups in the order they first appear; one unnamed group without any. */
function grouped(
  options: SelectOption[],
): Array<{ group: string | undefined; options: SelectOption[] }> {
  const groups: Array<{ group: string | undefined; options: SelectOption[] }> = [];
  for (const option of options) {
    const found = groups.find((entry) => entry.group === option.group);
    if (found) found.options.push(option);
    else groups.push({ group: option.group, options: [option] });
  }
  return groups;
}

type RootProps = ComponentProps<typeof SelectPrimitive.Root>;

export interface SelectProps
  extends
    Omit<ComponentProps<typeof SelectPrimitive.Trigger>, 'value' | 'defaultValue' | 'dir'>,
    Pick<
      RootProps,
      | 'value'
      | 'defaultValue'
      | 'onValueChange'
      | 'open'
      | 'defaultOpen'
      | 'onOpenChange'
      | 'name'
      | 'required'
      | 'autoComplete'
      | 'form'
      | 'dir'
    > {
  /** The choices, in order. */
  options: SelectOption[];
  /**
   * Shown while nothing is chosen.
   * @default '请选择' (from the locale)
   */
  placeholder?: ReactNode;
  /**
   * Trigger height and text size; `lg` is the patient-screen size (≥ 44 px).
   * @default 'md'
   */
  size?: SelectSize;
  /**
   * Marks the choice as wrong: `aria-invalid`, `data-invalid` and a danger border.
   * `aria-invalid="true"` alone has the same effect.
   * @selector [data-invalid]
   * @default false
   */
  invalid?: boolean;
  /**
   * Blocks opening and greys the trigger out.
   * @selector [data-disabled]
   * @default false
   */
  disabled?: boolean;
  /** Class of the portalled list. */
  contentClassName?: string;
}

/**
 * A single choice from a list (Radix Select): Enter, Space or ArrowDown opens it, type-ahead
 * jumps to an option, Enter chooses, Escape closes. The list renders in a portal.
 * Trigger props (`id`, `aria-*`, `className`) go to the trigger, so FormField can wire it.
 */
function Select({
  options,
  placeholder,
  size = 'md',
  invalid = false,
  disabled = false,
  value,
  defaultValue,
  onValueChange,
  open,
  defaultOpen,
  onOpenChange,
  name,
  required,
  autoComplete,
  form,
  dir,
  className,
  contentClassName,
  ...props
}: SelectProps) {
  const messages = useMessages(selectMessages);
  const isInvalid = invalid || props['aria-invalid'] === true || props['aria-invalid'] === 'true';

  return (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      name={name}
      required={required}
      autoComplete={autoComplete}
      form={form}
      dir={dir}
      disabled={disabled}
    >
      <SelectPrimitive.Trigger
        data-slot="select"
        data-size={size}
        data-invalid={isInvalid ? '' : undefined}
        className={cn(
          fieldBoxVariants({ size }),
          'flex cursor-pointer items-center justify-between gap-2 text-start',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
          'data-placeholder:text-muted-foreground',
          '[&_svg]:size-[1.25em] [&_svg]:shrink-0',
          triggerPadding[size],
          className,
        )}
        {...props}
        aria-invalid={isInvalid || undefined}
      >
        <span data-slot="select-value" className="min-w-0 truncate">
          <SelectPrimitive.Value placeholder={placeholder ?? messages.placeholder} />
        </span>
        <SelectPrimitive.Icon aria-hidden="true" className="text-muted-foreground">
          <ChevronDown />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          data-slot="select-content"
          position="popper"
          sideOffset={4}
          className={cn(
            'relative z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-md border border-border bg-background text-foreground shadow-lg',
            'forced-colors:border-[CanvasText] hc:border-foreground',
            contentClassName,
          )}
        >
          <SelectPrimitive.ScrollUpButton className="flex h-6 items-center justify-center text-muted-foreground [&_svg]:size-4">
            <ChevronUp aria-hidden="true" />
          </SelectPrimitive.ScrollUpButton>
          <SelectPrimitive.Viewport className="p-1">
            {grouped(options).map(({ group, options: inGroup }) => (
              <SelectPrimitive.Group key={group ?? ''} data-slot="select-group">
                {group !== undefined && (
                  <SelectPrimitive.Label className="px-3 pt-2 pb-1 text-sm font-semibold text-muted-foreground">
                    {group}
                  </SelectPrimitive.Label>
                )}
                {inGroup.map((option) => (
                  <SelectPrimitive.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    data-slot="select-item"
                    className={cn(
                      'relative flex cursor-pointer items-center gap-2 rounded-sm py-1.5 ps-8 pe-3 outline-none select-none',
                      'data-highlighted:bg-primary-subtle data-highlighted:text-foreground',
                      // Highlight also as an outline: it must survive high contrast and forced colours.
                      'hc:data-highlighted:outline-2 hc:data-highlighted:-outline-offset-2 hc:data-highlighted:outline-focus',
                      'forced-colors:data-highlighted:outline-2 forced-colors:data-highlighted:outline-[Highlight]',
                      'data-[state=checked]:font-medium',
                      'data-disabled:cursor-not-allowed data-disabled:text-muted-foreground',
                      itemSize[size],
                    )}
                  >
                    <SelectPrimitive.ItemIndicator className="absolute start-2 inline-flex [&_svg]:size-[1.1em]">
                      <Check aria-hidden="true" />
                    </SelectPrimitive.ItemIndicator>
                    <span className="flex flex-col">
                      <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                      {option.description && (
                        <span className="text-sm text-muted-foreground">{option.description}</span>
                      )}
                    </span>
                  </SelectPrimitive.Item>
                ))}
              </SelectPrimitive.Group>
            ))}
          </SelectPrimitive.Viewport>
          <SelectPrimitive.ScrollDownButton className="flex h-6 items-center justify-center text-muted-foreground [&_svg]:size-4">
            <ChevronDown aria-hidden="true" />
          </SelectPrimitive.ScrollDownButton>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}

export { Select };
