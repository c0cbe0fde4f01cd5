import { IconButton, useMessages } from '@cep/ui';
import { Contrast } from 'lucide-react';
import { useThemePreference } from '../../../hooks/layout-hooks';
import { contrastToggleMessages } from './messages';

export interface ContrastToggleProps {
  className?: string;
}

/**
 * The navbar's high-contrast switch (spec §2, §4): pressed while the high-contrast theme shows,
 * whether the person chose it or the OS asks for more contrast. A press is a choice: remembered
 * in local storage and applied to the page at once.
 */
export function ContrastToggle({ className }: ContrastToggleProps) {
  const t = useMessages(contrastToggleMessages);
  const { highContrast, followsSystem, setContrastChoice } = useThemePreference();
  return (
    <IconButton
      variant="ghost"
      label={t.label}
      title={followsSystem ? t.followsSystem : t.label}
      aria-pressed={highContrast}
      data-slot="contrast-toggle"
      data-state={highContrast ? 'on' : 'off'}
      className={className}
      onClick={() => setContrastChoice(highContrast ? 'normal' : 'more')}
    >
      <Contrast />
    </IconButton>
  );
}
