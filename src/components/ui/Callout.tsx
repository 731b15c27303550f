import { ActionLink } from './ActionLink';
import { Icon } from './Icon';
import { slugify } from '../../content/slug';
import type { CalloutContent } from '../../content/schemas/shapes';

/** A sand-colored band with a cedar edge that draws the eye to one offer. Its title is an h2 (a section of its own). */
/** `spaced`: its own space above, when it follows a band of another tone rather than a white section's bottom space. */
export function Callout({ content, spaced = false }: { content: CalloutContent; spaced?: boolean }) {
  const headingId = `${slugify(content.title)}-title`;
  return (
    <section aria-labelledby={headingId} className={spaced ? 'bg-white py-16 md:py-24' : 'bg-white pb-16 md:pb-24'}>
      <div className="container-page">
        <div className="card flex flex-col gap-6 border-l-8 border-cedar-600 bg-sand-100 p-7 md:flex-row md:items-center md:p-10">
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-cedar-600 text-white">
            <Icon name={content.icon} className="size-7" />
          </span>
          <div className="flex-1">
            <h2 id={headingId} className="font-display text-2xl font-bold text-brand-800 md:text-3xl">
              {content.title}
            </h2>
            <p className="mt-2 max-w-3xl text-lg leading-8 text-ink-700">{content.text}</p>
          </div>
          {content.action && <ActionLink action={content.action} className="btn-primary shrink-0 text-center" />}
        </div>
      </div>
    </section>
  );
}
