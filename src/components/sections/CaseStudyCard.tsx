import { Link } from 'react-router-dom';
import type { LinkAction, CaseStudyCardContent, Illustration } from '../../content/schemas/shapes';
import { fillOwn } from '../../content/ownValues';
import { sectionWords } from '../../content/sectionWords';
import { Icon } from '../ui/Icon';
import { Picture, pictureSizes } from '../ui/Picture';

const words = sectionWords.caseStudy;

function CasePicture({ image, view }: { image: Illustration; view: 'before' | 'after' }) {
  // The same words as the before/after pictures' badges.
  const label = sectionWords.beforeAfter[view];
  return (
    <div className="relative overflow-hidden bg-sand-100">
      <Picture image={image} view={label} sizes={pictureSizes.pair} className="aspect-[4/3] w-full object-cover" />
      {/* The alt text starts with "Before:" or "After:"; the badge says it to sighted readers. */}
      <span
        aria-hidden="true"
        className={`absolute top-3 left-3 rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase ${view === 'after' ? 'bg-brand-700 text-white' : 'bg-ink-900/80 text-white'}`}
      >
        {label}
      </span>
    </div>
  );
}

/**
 * A before/after case study: both pictures side by side, the story, the result and links to the
 * gallery and (when given) the full case study. `layout="wide"` (one card per row) sets the story
 * beside the result on large screens; the default stacks everything for a three-column grid. Its title is an h3.
 */
export function CaseStudyCard({
  study,
  layout = 'stacked',
  detail,
  tags,
}: {
  study: CaseStudyCardContent;
  layout?: 'stacked' | 'wide';
  /** The link to the case study's own page ("Read the case study"). */
  detail?: LinkAction;
  /** Short facts shown above the title, e.g. the location and fence type. */
  tags?: string[];
}) {
  const wide = layout === 'wide';
  const story = (
    <div>
      {tags && tags.length > 0 && (
        <ul className="mb-3 flex flex-wrap gap-2 text-sm">
          {tags.map((tag, index) => (
            <li
              key={tag}
              className={`inline-flex items-center gap-1 rounded-full px-3 py-1 font-medium ${index === 0 ? 'bg-cedar-100 text-cedar-700' : 'bg-brand-50 text-brand-800'}`}
            >
              {index === 0 && <Icon name="map-pin" className="size-4" />}
              {tag}
            </li>
          ))}
        </ul>
      )}
      <h3 className={`font-display font-bold text-brand-800 ${wide ? 'text-2xl md:text-3xl' : 'text-xl md:text-2xl'}`}>
        {study.title}
      </h3>
      <p className="mt-3 leading-7 text-ink-700">{study.description}</p>
    </div>
  );
  const outcome = (
    <div className="flex flex-1 flex-col">
      <div
        className={`flex gap-3 rounded-xl bg-sand-50 p-4 ring-1 ring-cedar-300/40 ${wide ? 'mt-5 lg:mt-0' : 'mt-5'}`}
      >
        <Icon name="award" className="mt-0.5 size-6 shrink-0 text-cedar-600" />
        <p className="leading-7 text-ink-900">
          <span className="font-bold text-cedar-700">{`${words.result} `}</span>
          {study.result}
        </p>
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-x-6 gap-y-3 pt-6">
        {detail && (
          <Link to={detail.link} className="btn-brand">
            {detail.text}
            <span className="sr-only">: {study.title}</span>
          </Link>
        )}
        <Link
          to={study.link}
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-cedar-600 hover:text-cedar-700"
        >
          {words.galleryLink}
          <span className="sr-only">{` ${fillOwn(words.galleryLinkMore, { title: study.title })}`}</span>
          <Icon name="chevron-right" className="size-4" />
        </Link>
      </div>
    </div>
  );
  return (
    <article className="card flex h-full flex-col overflow-hidden">
      <div className={`grid gap-0.5 bg-white ${wide ? 'sm:grid-cols-2' : 'grid-cols-2'}`}>
        <CasePicture image={study.imageBefore} view="before" />
        <CasePicture image={study.imageAfter} view="after" />
      </div>
      <div className={`flex flex-1 flex-col p-6 ${wide ? 'md:p-8 lg:grid lg:grid-cols-2 lg:gap-10' : ''}`}>
        {story}
        {outcome}
      </div>
    </article>
  );
}
