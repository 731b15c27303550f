import type { ProjectImage } from '../../content/schemas/shapes';
import { Picture, pictureSizes } from '../ui/Picture';

/**
 * Finished-project pictures in a grid (the first one full width on tablets), each captioned with
 * its project's title, city and caption from the image catalogue.
 */
export function WorkImages({ items }: { items: ProjectImage[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((image, index) => (
        <li key={image.key} className={index === 0 ? 'md:col-span-2 lg:col-span-1' : ''}>
          <figure className="card flex h-full flex-col overflow-hidden">
            <Picture image={image} sizes={pictureSizes.third} className="aspect-[4/3] w-full object-cover" />
            <figcaption className="flex-1 p-6">
              <span className="block text-lg font-bold text-brand-800">
                {image.project.title}, {image.project.city}
              </span>
              <span className="mt-1 block leading-7 text-ink-700">{image.caption}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
