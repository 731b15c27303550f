import type { Illustration } from '../../content/schemas/shapes';
import { Icon } from '../ui/Icon';
import { PictureSplit } from './PictureSplit';

/**
 * What a service includes: a checklist, beside a picture when there is one (stacked on phones),
 * or in two columns without one.
 */
export function IncludedChecklist({ items, image }: { items: string[]; image?: Illustration }) {
  const list = (
    <ul className={`grid gap-4 ${image ? '' : 'md:grid-cols-2 md:gap-x-10'}`}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <span className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon name="check" className="size-4" />
          </span>
          <span className="leading-7 text-ink-900">{item}</span>
        </li>
      ))}
    </ul>
  );
  if (!image) return <div className="mx-auto max-w-5xl">{list}</div>;
  return <PictureSplit image={image}>{list}</PictureSplit>;
}
