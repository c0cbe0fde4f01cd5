import { IconButton, toast, useMessages } from '@cep/ui';
import { Maximize, Minimize } from 'lucide-react';
import { fullscreenToggleMessages } from './messages';
import { useFullscreen } from './use-fullscreen';

export interface FullscreenToggleProps {
  className?: string;
}

/**
 * The navbar's full-screen switch (spec §2): a toggle button (`aria-pressed`) over the
 * Fullscreen API. Where the browser cannot, a warning toast says 'you browser can not work'
 * (spec §8, verbatim).
 */
export function FullscreenToggle({ className }: FullscreenToggleProps) {
  const t = useMessages(fullscreenToggleMessages);
  const { active, toggle } = useFullscreen();
  return (
    <IconButton
      variant="ghost"
      // A toggle keeps its name and says its state with aria-pressed; the tooltip says what a press does.
      label={t.enter}
      title={active ? t.exit : t.enter}
      aria-pressed={active}
      data-slot="fullscreen-toggle"
      data-state={active ? 'on' : 'off'}
      className={className}
      onClick={async (event) => {
        // The button's own document: the page, or the frame the navbar is drawn in.
        const done = await toggle(event.currentTarget.ownerDocument);
        if (!done) toast.warning(t.unsupported);
      }}
    >
      {active ? <Minimize /> : <Maximize />}
    </IconButton>
  );
}
