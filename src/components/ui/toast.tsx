/**
 * Toast notifications (notistack), loaded and mounted the first time one is shown: no page pays for
 * them at start-up. At most 3 visible, 4000 ms each; without motion when the visitor
 * prefers reduced motion. Toasts repeat what the page already says inline: they are a courtesy, never
 * the only place a message appears.
 */
import { SnackbarProvider, enqueueSnackbar, type VariantType } from 'notistack';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ui } from '../../lib/uiSettings';

let container: HTMLElement | null = null;

function mountProvider(): HTMLElement {
  if (container) return container;
  container = document.createElement('div');
  container.id = 'toasts';
  // A popover lives in the top layer, so toasts show above the modal quote dialog, not under its backdrop.
  container.popover = 'manual';
  document.body.appendChild(container);
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const root = createRoot(container);
  // Rendered synchronously, so the provider is listening before the first toast is enqueued.
  flushSync(() =>
    root.render(
      <SnackbarProvider
        maxSnack={ui.toast.maxVisible}
        autoHideDuration={ui.toast.durationMs}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transitionDuration={reducedMotion ? { enter: 0, exit: 0 } : undefined}
        style={{ maxWidth: ui.toast.widthPx }}
      />,
    ),
  );
  return container;
}

export function showToast(message: string, variant: VariantType = 'default') {
  const layer = mountProvider();
  // Re-open it so it is the newest top-layer element (above a dialog opened since).
  if (layer.matches(':popover-open')) layer.hidePopover();
  layer.showPopover();
  enqueueSnackbar(message, { variant });
}
