import {
  Bird,
  Cat,
  Fish,
  Flower2,
  Leaf,
  Moon,
  Mountain,
  Rabbit,
  Star,
  Sun,
  TreePine,
  Waves,
  type LucideIcon,
} from 'lucide-react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useMessages } from '../../i18n';
import { cn } from '../../lib/cn';
import { groupAvatarNames } from './messages';

/**
 * Avatars for people who must stay anonymous (patients in a group): a picture of a thing, never a
 * photo or an initial, so it tells nothing about who is behind it. The keys are the contract's
 * `groupAvatars`; an unknown key shows the leaf.
 */
const icons: Record<string, LucideIcon> = {
  sun: Sun,
  moon: Moon,
  star: Star,
  leaf: Leaf,
  flower: Flower2,
  tree: TreePine,
  mountain: Mountain,
  wave: Waves,
  bird: Bird,
  fish: Fish,
  cat: Cat,
  rabbit: Rabbit,
};

/** The kit's avatar keys, in the picker's order. */
export const groupAvatarKeys = Object.keys(icons);

const sizes = {
  sm: 'size-8 [&_svg]:size-4',
  md: 'size-11 [&_svg]:size-6',
  lg: 'size-14 [&_svg]:size-8',
} as const;

export interface GroupAvatarProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** One of `groupAvatarKeys`. */
  avatar: string;
  /**
   * @default 'md'
   */
  size?: keyof typeof sizes;
  /**
   * Names the picture for screen readers ("太阳"); without it the avatar is decoration (the
   * nickname beside it says who it is).
   * @default false
   */
  labelled?: boolean;
}

/**
 * An anonymous avatar: the thing's icon on a tinted disc, outlined in high contrast.
 * @selector [data-slot="group-avatar"]
 */
function GroupAvatar({
  avatar,
  size = 'md',
  labelled = false,
  className,
  ...props
}: GroupAvatarProps) {
  const names = useMessages(groupAvatarNames);
  const Icon = icons[avatar] ?? Leaf;
  return (
    <span
      data-slot="group-avatar"
      data-avatar={avatar}
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? (names[avatar] ?? avatar) : undefined}
      aria-hidden={labelled ? undefined : true}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-primary-subtle text-primary-text',
        'forced-colors:border forced-colors:border-[CanvasText] hc:border hc:border-foreground',
        sizes[size],
        className,
      )}
      {...props}
    >
      <Icon aria-hidden="true" />
    </span>
  );
}

export interface GroupAvatarPickerProps extends Omit<
  ComponentProps<typeof RadioGroupPrimitive.Root>,
  'orientation'
> {
  /** The choices; default every avatar of the kit. */
  options?: readonly string[];
}

/**
 * Choose an avatar: a grid of large choices (≥ 44 px), one radio group — Tab enters it, the arrow
 * keys move and choose. Name it with `aria-label` or a visible label's `aria-labelledby`.
 * @selector [data-slot="group-avatar-picker"]
 */
function GroupAvatarPicker({
  options = groupAvatarKeys,
  className,
  ...props
}: GroupAvatarPickerProps) {
  const names = useMessages(groupAvatarNames);
  return (
    <RadioGroupPrimitive.Root
      data-slot="group-avatar-picker"
      className={cn('grid grid-cols-[repeat(auto-fill,minmax(4.5rem,1fr))] gap-2', className)}
      {...props}
    >
      {options.map((avatar) => (
        <RadioGroupPrimitive.Item
          key={avatar}
          value={avatar}
          data-slot="group-avatar-option"
          aria-label={names[avatar] ?? avatar}
          className={cn(
            'flex min-h-11 cursor-pointer flex-col items-center gap-1 rounded-md border-2 border-transparent p-2 text-sm text-foreground',
            'hover:bg-muted data-[state=checked]:border-primary data-[state=checked]:bg-primary-subtle',
            'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
            'forced-colors:data-[state=checked]:border-[Highlight] hc:data-[state=checked]:border-foreground',
          )}
        >
          <GroupAvatar avatar={avatar} />
          <span aria-hidden="true">{names[avatar] ?? avatar}</span>
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  );
}

export { GroupAvatar, GroupAvatarPicker };
