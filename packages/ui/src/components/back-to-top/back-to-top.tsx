import { ArrowUpToLine } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useMessages } from '../../i18n';
import { cn } from '../../lib/cn';
import { IconButton, type IconButtonProps } from '../icon-button';
import { backToTopMessages } from './messages';
import { reducedMotion } from '../../lib/reduced-motion';

export interface BackToTopProps extends Omit<IconButtonProps, 'label' | 'onClick' | 'children'> {
  /**
   * How far (px) the page must be scrolled before the button shows.
   * @default 300
   */
  visibilityHeight?: number;
  /**
   * Where keyboard focus goes once at the top (the button itself disappears): e.g. the page's
   * heading. Without it, focus goes to the document's body.
   */
  focusTarget?: () => HTMLElement | null;
}

/**
 * A button in the lower corner that shows after `visibilityHeight` px of scrolling and takes the
 * window back to the top: smoothly, or at once under `prefers-reduced-motion`. Focus then moves
 * to `focusTarget`, so a keyboard user carries on from the top.
 * @selector [data-slot="back-to-top"]
 */
function BackToTop({ visibilityHeight = 300, focusTarget, className, ...props }: BackToTopProps) {
  const t = useMessages(backToTopMessages);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const check = () => setShown(window.scrollY > visibilityHeight);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [visibilityHeight]);

  if (!shown) return null;
  return (
    <IconButton
      data-slot="back-to-top"
      variant="primary"
      size="lg"
      label={t.label}
      className={cn('fixed right-6 bottom-24 z-40 shadow-lg', className)}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reducedMotion() ? 'instant' : 'smooth' });
        const target = focusTarget?.();
        if (target) {
          if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
          target.focus({ preventScroll: true });
        } else {
          (document.activeElement as HTMLElement | null)?.blur();
        }
      }}
      {...props}
    >
      <ArrowUpToLine aria-hidden="true" />
    </IconButton>
  );
}

export { BackToTop };
