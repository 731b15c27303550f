import { projects as words } from '../../content/galleryWords';
import { fillOwn } from '../../content/ownValues';
import { Icon } from '../ui/Icon';

/**
 * One order a project can be stepped through from its full-screen view: all projects, or the
 * projects of its own category (the gallery's filter decides which order shows, by CSS).
 */
export interface OverlayStep {
  /** Shows this order only under the filter choices it belongs to (see Gallery). */
  className: string;
  /** "Project 3 of 9". */
  position: number;
  total: number;
  previous: { id: string; href: string };
  next: { id: string; href: string };
}

const stepLinkClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full bg-white/10 px-4 font-semibold text-white ring-1 ring-white/40 hover:bg-white/20';

/** One of Previous / Next: a link to the neighbour's own page, named "Previous project" or "Next project" (the owner's words). */
function StepLink({ step, to, className }: { step: 'previous' | 'next'; to: OverlayStep['next']; className: string }) {
  return (
    <a href={to.href} data-replace="" data-step={step} data-to-item={to.id} className={`${stepLinkClass} ${className}`}>
      {step === 'previous' && <Icon name="chevron-left" className="size-5" />}
      {words[step]}
      <span className="sr-only">{` ${words.heardAfterStep}`}</span>
      {step === 'next' && <Icon name="chevron-right" className="size-5" />}
    </a>
  );
}

/**
 * Previous / Next under a project's picture, with where it stands ("Project 3 of 9"). They are
 * links to the neighbours' own pages (/gallery/<id>), so they work without script (the browser
 * loads the neighbour's page, with that project open); with script the gallery swaps the view in
 * place and replaces the history entry (data-replace) instead. The arrow keys and a swipe press
 * them (useGalleryOverlayHistory).
 */
export function GalleryOverlaySteps({ steps }: { steps: OverlayStep[] }) {
  return (
    <>
      {steps
        .filter((step) => step.total > 1)
        .map((step) => (
          <div
            key={step.className}
            className={`mt-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 ${step.className}`}
          >
            <p className="w-full text-center text-sm font-semibold text-brand-50 sm:order-2 sm:w-auto">
              {fillOwn(words.position, { position: String(step.position), total: String(step.total) })}
            </p>
            <StepLink step="previous" to={step.previous} className="sm:order-1" />
            <StepLink step="next" to={step.next} className="sm:order-3" />
          </div>
        ))}
    </>
  );
}
