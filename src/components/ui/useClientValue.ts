import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A value that differs between the prerendered HTML and the visitor's browser (the current year,
 * whether script runs): `served` in the snapshot and while React hydrates it, so hydration matches,
 * then `inBrowser()` from the next render on. A component mounted later (after client navigation)
 * gets `inBrowser()` at once. For primitive values: `inBrowser` is called on every render and its
 * result compared with Object.is.
 */
export function useClientValue<T extends string | number | boolean>(inBrowser: () => T, served: T): T {
  return useSyncExternalStore(noSubscription, inBrowser, () => served);
}
