import { useSyncExternalStore } from 'react';
import { ui } from '../lib/uiSettings';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True once the page is scrolled more than the threshold (10 px). False in the snapshot and on first render. */
export function useScrolled(threshold: number = ui.scrollThresholdPx): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
