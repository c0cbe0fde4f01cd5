import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useMessages } from '../../i18n';
import { cn } from '../../lib/cn';
import { IconButton } from '../icon-button';
import { DialogContent, type DialogContentProps } from './dialog';
import { dialogMessages } from './messages';

/** How far one arrow key moves the dialog; with Shift, four times as far. */
const STEP = 16;
/** How much of the dialog stays on screen, so its header can always be grabbed again. */
const KEEP = 48;
const interactive = 'button, a, input, select, textarea, [role="button"], [contenteditable]';

export interface MovableDialogContentProps extends DialogContentProps {
  /**
   * Accessible name of the move button.
   * @default '移动对话框' / 'Move dialog' from the catalog
   */
  moveLabel?: string;
}

/**
 * DialogContent that a person can move out of the way of what it covers: by dragging its header
 * (`DialogHeader`), or by keyboard with the move button beside the close button (arrow keys,
 * Shift for bigger steps, Home back to the centre). It never leaves the window entirely.
 * @selector [data-moved] once moved from the centre
 */
function MovableDialogContent({
  moveLabel,
  style,
  className,
  children,
  ...props
}: MovableDialogContentProps) {
  const t = useMessages(dialogMessages);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const panel = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);

  const moveBy = (dx: number, dy: number) => {
    const rect = panel.current?.getBoundingClientRect();
    if (!rect) return;
    // Clamp the move so a strip of the panel stays within the window.
    const x = Math.min(Math.max(dx, KEEP - rect.right), window.innerWidth - KEEP - rect.left);
    const y = Math.min(Math.max(dy, -rect.top), window.innerHeight - KEEP - rect.top);
    setOffset((now) => ({ x: now.x + x, y: now.y + y }));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.button !== 0 || !target.closest('[data-slot="dialog-header"]')) return;
    if (target.closest(interactive)) return;
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    moveBy(event.clientX - drag.current.x, event.clientY - drag.current.y);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const endDrag = () => {
    drag.current = null;
  };

  const onMoveKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? STEP * 4 : STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    if (event.key === 'Home') setOffset({ x: 0, y: 0 });
    else if (moves[event.key]) moveBy(...moves[event.key]!);
    else return;
    event.preventDefault();
  };

  const moved = offset.x !== 0 || offset.y !== 0;
  return (
    <DialogContent
      ref={panel}
      data-moved={moved ? '' : undefined}
      // Margins shift the centred panel without touching its centring transform.
      style={{ ...style, marginLeft: offset.x, marginTop: offset.y }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      className={cn(
        '[&_[data-slot=dialog-header]]:cursor-move [&_[data-slot=dialog-header]]:touch-none [&_[data-slot=dialog-header]]:pr-20 [&_[data-slot=dialog-header]]:select-none',
        className,
      )}
      {...props}
    >
      {children}
      <IconButton
        data-slot="dialog-move-button"
        variant="ghost"
        label={moveLabel ?? t.move}
        title={t.moveHint}
        aria-keyshortcuts="ArrowUp ArrowDown ArrowLeft ArrowRight Home"
        onKeyDown={onMoveKey}
        className="absolute top-3 right-14"
      >
        <MoveIcon />
      </IconButton>
    </DialogContent>
  );
}

/** Lucide's "move", drawn inline like the close icon. */
function MoveIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 2v20M2 12h20M5 9l-3 3 3 3M9 5l3-3 3 3M15 19l-3 3-3-3M19 9l3 3-3 3" />
    </svg>
  );
}

export { MovableDialogContent };
