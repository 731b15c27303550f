import type { Illustration } from '../content/types';

/** A finished project: its picture, a short title and what was built. */
export interface WorkImage {
  image: Illustration;
  title: string;
  caption: string;
}

/** Finished-project pictures with captions, in a grid (the first one full width on tablets). */
export function WorkImages({ items }: { items: WorkImage[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <li key={item.image.src} className={index === 0 ? 'md:col-span-2 lg:col-span-1' : ''}>
          <figure className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-900/10">
            <img src={item.image.src} alt={item.image.alt} width={800} height={600} loading="lazy" className="aspect-[4/3] w-full object-cover" />
            <figcaption className="flex-1 p-6">
              <span className="block text-lg font-bold text-brand-800">{item.title}</span>
              <span className="mt-1 block leading-7 text-ink-700">{item.caption}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
