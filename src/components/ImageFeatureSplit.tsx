import type { Feature, Illustration } from '../content/types';
import { Icon } from './Icon';
import { Picture, pictureSizes } from './Picture';

/** An illustration beside a short list of points (icon, title, text): "how we solve it". */
export function ImageFeatureSplit({ image, items }: { image: Illustration; items: Feature[] }) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
      <Picture
        image={image}
        sizes={pictureSizes.half}
        className="aspect-[4/3] w-full rounded-2xl object-cover shadow-sm ring-1 ring-ink-900/10"
      />
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
    </div>
  );
}
