import type { ProjectImage } from '../../content/schemas/shapes';
import { Picture, pictureSizes } from '../ui/Picture';
import { sectionWords } from '../../content/sectionWords';

/**
 * A before and an after picture side by side (stacked on phones), each a captioned figure, so both
 * are on the page for every reader, with or without JavaScript. (BeforeAfter is the toggle version.)
 */
export function BeforeAfterFigures({ before, after }: { before: ProjectImage; after: ProjectImage }) {
  const figure = (image: ProjectImage, view: 'before' | 'after') => {
    const label = sectionWords.beforeAfter[view];
    return (
      <figure className="card overflow-hidden">
        <div className="relative bg-sand-100">
          <Picture image={image} view={label} sizes={pictureSizes.half} className="aspect-[4/3] w-full object-cover" />
          <span
            aria-hidden="true"
            className={`absolute top-4 left-4 rounded-full px-3 py-1 text-sm font-bold tracking-wide text-white uppercase ${view === 'after' ? 'bg-brand-700' : 'bg-ink-900/85'}`}
          >
            {label}
          </span>
        </div>
        <figcaption className="p-5 leading-7 text-ink-700">
          <span className="font-bold text-brand-800">{label}: </span>
          {image.caption}
        </figcaption>
      </figure>
    );
  };
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {figure(before, 'before')}
      {figure(after, 'after')}
    </div>
  );
}
