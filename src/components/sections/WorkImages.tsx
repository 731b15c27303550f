import type { CatalogueImage } from '../../content/schemas/shapes';
import { Picture, pictureSizes } from '../ui/Picture';

/**
 * Pictures in a grid (the first one full width on tablets), each captioned with its caption from the
 * image catalogue when it has one. The outdoor kitchen page's layouts are drawings of ideas, so a card
 * names no project or place (docs/decisions.md 21).
 */
export function WorkImages({ items }: { items: CatalogueImage[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((image, index) => (
        <li key={image.key} className={index === 0 ? 'md:col-span-2 lg:col-span-1' : ''}>
          <figure className="card flex h-full flex-col overflow-hidden">
            <Picture image={image} sizes={pictureSizes.third} className="aspect-[4/3] w-full object-cover" />
            {image.caption && <figcaption className="flex-1 p-6 leading-7 text-ink-700">{image.caption}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  );
}
