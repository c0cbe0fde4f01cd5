import { IconButton, cn, useMessages } from '@cep/ui';
import { hamburgerMessages } from './messages';

export interface HamburgerProps {
  /** Whether the sidebar is open; shown as `aria-expanded` and by the icon's direction. */
  isActive: boolean;
  /** Called when the person asks to open or close the sidebar. */
  onToggle: () => void;
  /** `id` of the sidebar this button controls (`aria-controls`). */
  controls?: string;
  className?: string;
}

/** The navbar's sidebar toggle. */
export function Hamburger({ isActive, onToggle, controls, className }: HamburgerProps) {
  const t = useMessages(hamburgerMessages).hamburger;
  return (
    <IconButton
      variant="ghost"
      data-slot="hamburger"
      data-state={isActive ? 'open' : 'closed'}
      aria-expanded={isActive}
      aria-controls={controls}
      label={isActive ? t.collapse : t.expand}
      className={className}
      onClick={() => onToggle()}
    >
      <HamburgerIcon isActive={isActive} />
    </IconButton>
  );
}

/** Three bars that turn into an "outdent" arrow while the sidebar is open. */
function HamburgerIcon({ isActive }: { isActive: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      className={cn('motion-safe:transition-transform', !isActive && 'rotate-180')}
    >
      <path d="M4 6h16M11 12h9M4 18h16M7 9l-3 3 3 3" />
    </svg>
  );
}
