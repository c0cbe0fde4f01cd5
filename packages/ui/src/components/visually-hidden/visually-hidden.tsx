import { VisuallyHidden as VisuallyHiddenPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

export type VisuallyHiddenProps = ComponentProps<typeof VisuallyHiddenPrimitive.Root>;

/**
 * Text that screen readers announce but the eye does not see (Radix VisuallyHidden).
 * Use it for a label that the picture already says, e.g. beside an icon or a spinner.
 * Pass `asChild` to hide your own element instead of a `<span>`.
 */
function VisuallyHidden(props: VisuallyHiddenProps) {
  return <VisuallyHiddenPrimitive.Root data-slot="visually-hidden" {...props} />;
}

export { VisuallyHidden };
