import { createContext, useContext } from 'react';
import type { LayoutStores } from '../state/layout-stores';

/** The stores of the nearest `LayoutProvider`. */
export const StoresContext = createContext<LayoutStores | null>(null);

/**
 * Package-internal: stores a `LayoutProvider` below takes instead of making its own, so a story
 * or a test can start the shell in a given state and read it afterwards. Not exported by the
 * package (apps drive the shell through its props and hooks).
 */
export const SeedStoresContext = createContext<LayoutStores | null>(null);

/** The stores of the `LayoutProvider` above; throws outside one. */
export function useStores(): LayoutStores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('The shell needs a <LayoutProvider> above it.');
  return stores;
}
