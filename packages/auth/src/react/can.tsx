import type { ReactNode } from 'react';
import { usePermission } from './use-session';

export interface CanProps {
  /** The permission code or role key needed (any of several when an array). */
  code: string | readonly string[];
  /** What shows without the permission. @default nothing */
  fallback?: ReactNode;
  children?: ReactNode;
}

/** Renders `children` only for a user who holds `code` (spec §5), else `fallback`. */
export function Can({ code, fallback = null, children }: CanProps) {
  return usePermission(code) ? children : fallback;
}
