import type { WarrantyContent } from '../../content/schemas/subService';
import { Icon } from '../ui/Icon';

/**
 * The warranty that applies to a service, as its own labelled section: a bold
 * card with the terms and the short facts beside them. `flush` drops the top padding when it
 * follows another white section. The copy comes from content, never from here.
 */
export function WarrantyNote({
  content,
  id = 'warranty',
  flush = false,
}: {
  content: WarrantyContent;
  id?: string;
  flush?: boolean;
}) {
  const headingId = `${id}-title`;
  // `flush`: right after another white section, whose bottom padding already spaces it.
  return (
    <section id={id} aria-labelledby={headingId} className={`bg-white pb-16 md:pb-24 ${flush ? '' : 'pt-16 md:pt-24'}`}>
      <div className="container-page">
        <div className="grid gap-8 rounded-2xl bg-brand-800 p-7 text-white shadow-sm md:p-10 lg:grid-cols-[auto_1fr_1fr] lg:items-center">
          <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-sun-400 text-brand-900">
            <Icon name={content.icon ?? 'shield'} className="size-9" />
          </span>
          <div>
            <h2 id={headingId} className="font-display text-2xl font-bold md:text-3xl">
              {content.title}
            </h2>
            <p className="mt-3 leading-7 text-brand-100">{content.text}</p>
          </div>
          <ul className="space-y-3">
            {content.points.map((point) => (
              <li key={point} className="flex items-start gap-3 rounded-xl bg-white/10 px-4 py-3 ring-1 ring-white/15">
                <Icon name="check" className="mt-1 size-5 shrink-0 text-sun-400" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
