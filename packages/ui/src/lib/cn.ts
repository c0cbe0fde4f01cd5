import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (`cn('px-4', isOpen && 'bg-muted')`).
 *
 * It does not resolve Tailwind conflicts at run time: tailwind-merge alone weighs 9 KB gzipped,
 * more than twice the budget of a Button. Instead every component keeps its own classes
 * conflict-free — the story tests fail when a rendered element carries two utilities of one group
 * (see `.storybook/class-conflicts.ts`) — and a caller who must override a utility uses Tailwind's
 * important modifier (`className="px-2!"`) or styles the part through its `data-slot`.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
