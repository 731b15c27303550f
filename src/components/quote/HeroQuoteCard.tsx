import type { ReactNode } from 'react';
import { leadProvider } from '../../content/business';
import { ui } from '../../lib/uiSettings';
import { IntakeFrame } from './IntakeFrame';

/**
 * The quote form beside a hero: the lead provider's intake form when one is configured, otherwise
 * the native quote form the page passes (`form`: the page imports only the form it shows), in a white
 * card under a short heading.
 */
export function HeroQuoteCard({
  title,
  intro,
  idPrefix,
  form,
}: {
  title: string;
  intro: string;
  idPrefix: string;
  form: ReactNode;
}) {
  const headingId = `${idPrefix}-quote-title`;
  return (
    <div role="region" aria-labelledby={headingId} className="card p-6 text-ink-900 shadow-2xl sm:p-8">
      <h2 id={headingId} className="font-display text-2xl font-bold text-brand-800">
        {title}
      </h2>
      <p className="mt-2 text-ink-700">{intro}</p>
      <div className="mt-6">
        {leadProvider.formId ? (
          <IntakeFrame formId={leadProvider.formId} height={`${ui.intakeFrameHeightPx}px`} />
        ) : (
          form
        )}
      </div>
    </div>
  );
}
