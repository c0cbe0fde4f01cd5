import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
  type RefObject,
} from 'react';

/**
 * A menu's code (Radix Menu and floating-ui, ≈ 15 KiB gzip) loaded on first use, not with the
 * shell: the import runs once, every trigger of that menu then renders the loaded part.
 */
export interface LazyPart<P> {
  /** The loaded component, once its code has arrived. */
  current: () => ComponentType<P> | undefined;
  /** Starts the import (once; again after a failure). */
  load: () => Promise<ComponentType<P>>;
  /** Told when the code has arrived. */
  subscribe: (listener: () => void) => () => void;
}

export function lazyPart<P>(importer: () => Promise<ComponentType<P>>): LazyPart<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const listeners = new Set<() => void>();
  return {
    current: () => component,
    load: () =>
      (loading ??= importer().then(
        (loaded) => {
          component = loaded;
          for (const listener of [...listeners]) listener();
          return loaded;
        },
        (error: unknown) => {
          loading = undefined; // The next intent tries again.
          throw error;
        },
      )),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** What the loaded part of a lazy menu gets besides its own props. */
export interface MenuPartProps {
  /** The trigger, as the stand-in showed it: the part wraps it in its menu's trigger. */
  trigger: ReactElement;
  /** For the menu's trigger element: focus moves there from the stand-in. */
  triggerRef: Ref<HTMLElement>;
}

/** The keys with which a Radix menu trigger opens its menu. */
const openingKeys = new Set(['Enter', ' ', 'ArrowDown']);

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

export type LazyMenuProps<P> = Omit<P, keyof MenuPartProps> & {
  part: LazyPart<P & MenuPartProps>;
  /** The trigger (a button or a tree entry), without the menu's own props. */
  trigger: ReactElement<TriggerProps>;
  /**
   * For a menu whose open state the caller controls (the collapsed sidebar's flyout): when it is
   * open before the code has arrived, the code is loaded.
   */
  open?: boolean;
  /** What the stand-in is shown in (the part wraps its trigger the same way itself). */
  frame?: (trigger: ReactElement) => ReactElement;
};

/**
 * A dropdown menu whose code is loaded on first use. Until it is first used its trigger is
 * rendered alone, with the same name and `aria-haspopup="menu"`; hovering or focusing it starts
 * the import. The first press (pointer, or Enter/Space/ArrowDown; or `open` set by the caller)
 * puts the menu in its place once the code has arrived, moves the focus to the menu's own trigger
 * if the stand-in had it, and replays the press there, so it opens the menu as it always did (by
 * keyboard at its first item) however long the code took.
 */
export function LazyMenu<P extends object>({
  part,
  trigger,
  open,
  frame = (standIn) => standIn,
  ...props
}: LazyMenuProps<P>) {
  const [Part, setPart] = useState(() => part.current());
  const [used, setUsed] = useState(false);
  const standIn = useRef<HTMLElement>(null);
  const real = useRef<HTMLElement>(null);
  const hadFocus = useRef(false);
  const pending = useRef<Event | null>(null);
  const keyboard = useRef(false);
  const Shown = used || open ? Part : undefined;

  useEffect(() => {
    if (open && !Part) void part.load().catch(noop);
  }, [open, Part, part]);

  useEffect(() => {
    if (Part) return;
    const arrived = () => setPart(() => part.current());
    // It may have arrived between the render and this effect.
    if (part.current()) arrived();
    return part.subscribe(arrived);
  }, [Part, part]);

  // Passive, so it runs after the menu root's own effects (its keyboard/pointer listeners).
  useEffect(() => {
    const element = real.current;
    if (!Shown || !element) return;
    if (hadFocus.current) element.focus({ preventScroll: true });
    hadFocus.current = false;
    const event = pending.current;
    pending.current = null;
    if (event) element.dispatchEvent(event);
    else if (open && keyboard.current) {
      // Opened by the caller on a key (the tree's Enter/Right) before the menu was there: tell
      // Radix the keyboard is in use, so it focuses the first item as it does for a key press.
      document.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Shift' }));
    }
    // Only when the menu takes the stand-in's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [Shown]);

  if (Shown) {
    const partProps = { ...props, open, trigger, triggerRef: real } as unknown as P & MenuPartProps;
    return <Shown {...partProps} />;
  }

  const load = () => void part.load().catch(noop);
  /** The stand-in was pressed (with the press to replay), or a key went to it. */
  const pressed = (event: Event | null) => {
    hadFocus.current = standIn.current !== null && standIn.current === document.activeElement;
    if (event) {
      pending.current = event;
      setUsed(true);
    }
    load();
  };
  const own = trigger.props;
  return frame(
    // The refs are read in the handlers and the ref callback only, never while rendering.
    // eslint-disable-next-line react-hooks/refs
    cloneElement(trigger, {
      ref: (element: HTMLElement | null) => {
        standIn.current = element;
        setRef(own.ref, element);
      },
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      'data-state': 'closed',
      onPointerEnter: (event: PointerEvent<HTMLElement>) => {
        own.onPointerEnter?.(event);
        load();
      },
      onFocus: (event: FocusEvent<HTMLElement>) => {
        own.onFocus?.(event);
        load();
      },
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        own.onPointerDown?.(event);
        keyboard.current = false;
        if (event.defaultPrevented || event.button !== 0 || event.ctrlKey) return;
        // As Radix's trigger does: the press opens the menu, the focus stays where the menu puts it.
        event.preventDefault();
        pressed(
          new window.PointerEvent('pointerdown', {
            bubbles: true,
            cancelable: true,
            button: 0,
            pointerType: event.pointerType,
            clientX: event.clientX,
            clientY: event.clientY,
          }),
        );
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        own.onKeyDown?.(event);
        keyboard.current = true;
        if (event.defaultPrevented || !openingKeys.has(event.key)) {
          // The caller may open it on this key itself (the tree's Enter): the focus goes along.
          pressed(null);
          return;
        }
        event.preventDefault();
        pressed(
          new window.KeyboardEvent('keydown', { bubbles: true, cancelable: true, key: event.key }),
        );
      },
    } as TriggerProps & Record<string, unknown>),
  );
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as RefObject<T | null>).current = value;
}

function noop() {}
