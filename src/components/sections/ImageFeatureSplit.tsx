import type { Feature, Illustration } from '../../content/schemas/shapes';
import { Icon } from '../ui/Icon';
import { PictureSplit } from './PictureSplit';

/** An illustration beside a short list of points (icon, title, text): "how we solve it". */
export function ImageFeatureSplit({ image, items }: { image: Illustration; items: Feature[] }) {
  return (
    <PictureSplit image={image}>
      <ul className="space-y-8">
        {items.map((item) => (
          <li key={item.title} className="flex gap-4">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
              <Icon name={item.icon} className="size-6" />
            </span>
            <div>
              <h3 className="text-xl font-bold text-brand-800">{item.title}</h3>
              <p className="mt-1 leading-7 text-ink-700">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </PictureSplit>
  );
}
