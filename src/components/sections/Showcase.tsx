import { ActionLink } from '../ui/ActionLink';
import { Icon } from '../ui/Icon';
import { Picture, pictureSizes } from '../ui/Picture';
import type { ShowcaseContent } from '../../content/schemas/shapes';
import { leadsSomewhere } from '../../content/jobLinks';

/**
 * A design told at length, picture beside its story (stacked on phones); its title is an h3 under the
 * section's h2. The place line shows only when the content gives one (one of the owner's own jobs).
 */
export function Showcase({ content }: { content: ShowcaseContent }) {
  const { title, location, story, image, details, link } = content;
  return (
    <article className="card grid overflow-hidden lg:grid-cols-2">
      {/* On wide screens the picture fills the card's height beside the text, whatever the text's length. */}
      <div className="relative aspect-[4/3] lg:aspect-auto lg:min-h-96">
        <Picture image={image} sizes={pictureSizes.half} className="absolute inset-0 size-full object-cover" />
      </div>
      <div className="flex flex-col p-7 md:p-10">
        {location && (
          <p className="mb-3 inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-cedar-600 uppercase">
            <Icon name="map-pin" className="size-4" />
            {location}
          </p>
        )}
        <h3 className="font-display text-2xl font-bold text-brand-800 md:text-3xl">{title}</h3>
        {story.map((paragraph) => (
          <p key={paragraph} className="mt-4 leading-7 text-ink-700">
            {paragraph}
          </p>
        ))}
        <dl className="mt-6 grid gap-x-6 gap-y-3 border-t border-ink-900/10 pt-6 sm:grid-cols-2">
          {details.map((detail) => (
            <div key={detail.label}>
              <dt className="text-sm font-semibold text-ink-600">{detail.label}</dt>
              <dd className="text-ink-900">{detail.value}</dd>
            </div>
          ))}
        </dl>
        {link && (!('link' in link) || leadsSomewhere(link.link)) && (
          <div className="mt-8">
            <ActionLink action={link} className="btn-brand text-center" />
          </div>
        )}
      </div>
    </article>
  );
}
