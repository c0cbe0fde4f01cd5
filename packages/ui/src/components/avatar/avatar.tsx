import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

const avatarVariants = cva(
  'relative inline-flex shrink-0 overflow-hidden rounded-full border border-border bg-muted align-middle hc:border-foreground',
  {
    variants: {
      /** Diameter (rem, so it follows the font scale). */
      size: {
        sm: 'size-8 text-xs',
        md: 'size-10 text-sm',
        lg: 'size-14 text-lg',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

type AvatarSize = NonNullable<VariantProps<typeof avatarVariants>['size']>;

const HAN = /\p{Script=Han}/u;

/**
 * Initials for the fallback: the first character of a Chinese name (张医生 → 张), the first
 * letters of the first and last words otherwise (Zhang San → ZS, ada → A).
 */
function getInitials(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') return '';
  const first = Array.from(trimmed)[0]!;
  if (HAN.test(first)) return first;
  const words = trimmed.split(/\s+/u);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : [words[0]!];
  return letters.map((word) => Array.from(word)[0]!.toLocaleUpperCase()).join('');
}

export interface AvatarProps extends Omit<ComponentProps<typeof AvatarPrimitive.Root>, 'children'> {
  /** Picture of the person; while it loads, or if it fails, the initials show. */
  src?: string;
  /** Required: who this is (e.g. 张医生). The image's alt text and the fallback's name. */
  alt: string;
  /**
   * Name the initials are taken from.
   * @default alt
   */
  name?: string;
  /** Replaces the computed initials (e.g. an icon). */
  fallback?: ReactNode;
  /**
   * Diameter.
   * @default 'md'
   */
  size?: AvatarSize;
}

/** A person's picture with an initials fallback (Radix Avatar). */
function Avatar({ className, src, alt, name, fallback, size = 'md', ...props }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      data-size={size}
      className={cn(avatarVariants({ size }), className)}
      {...props}
    >
      {src !== undefined && (
        <AvatarPrimitive.Image
          data-slot="avatar-image"
          src={src}
          alt={alt}
          className="size-full object-cover"
        />
      )}
      <AvatarPrimitive.Fallback
        data-slot="avatar-fallback"
        role="img"
        aria-label={alt}
        className="flex size-full items-center justify-center bg-primary-subtle font-semibold text-primary-text select-none"
      >
        <span aria-hidden="true">{fallback ?? getInitials(name ?? alt)}</span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

export { Avatar, avatarVariants, getInitials };
