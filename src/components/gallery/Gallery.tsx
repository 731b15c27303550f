import { useRef, useState } from 'react';
import { galleryFilters } from '../../content/gallery';
import { projects as words } from '../../content/galleryWords';
import type { GalleryCategory, GalleryItem } from '../../content/schemas/shapes';
import { ChoiceGroup, shownWhenChecked } from '../ui/ChoiceGroup';
import { GalleryGrid } from './GalleryGrid';
import type { OverlayStep } from './GalleryOverlaySteps';
import { useGalleryOverlayHistory } from './useGalleryOverlayHistory';

export { GalleryGrid } from './GalleryGrid';

/**
 * A project view's Previous / Next follow the order the visitor sees: all projects under "All
 * Projects" (and under another category's filter, should a view of this one be open there), the
 * project's own category under its filter. Listed category by category because Tailwind writes CSS
 * only for class names it finds whole in the source.
 */
const allOrderShown: Record<GalleryCategory, string> = {
  fences: 'group-has-[input:checked[value=fences]]/choices:hidden',
  landscaping: 'group-has-[input:checked[value=landscaping]]/choices:hidden',
  'landscape-design': 'group-has-[input:checked[value=landscape-design]]/choices:hidden',
  irrigation: 'group-has-[input:checked[value=irrigation]]/choices:hidden',
  'artificial-turf': 'group-has-[input:checked[value=artificial-turf]]/choices:hidden',
  'foundation-repair': 'group-has-[input:checked[value=foundation-repair]]/choices:hidden',
  'outdoor-living': 'group-has-[input:checked[value=outdoor-living]]/choices:hidden',
};
const categoryOrderShown: Record<GalleryCategory, string> = {
  fences: 'group-has-[input:checked:not([value=fences])]/choices:hidden',
  landscaping: 'group-has-[input:checked:not([value=landscaping])]/choices:hidden',
  'landscape-design': 'group-has-[input:checked:not([value=landscape-design])]/choices:hidden',
  irrigation: 'group-has-[input:checked:not([value=irrigation])]/choices:hidden',
  'artificial-turf': 'group-has-[input:checked:not([value=artificial-turf])]/choices:hidden',
  'foundation-repair': 'group-has-[input:checked:not([value=foundation-repair])]/choices:hidden',
  'outdoor-living': 'group-has-[input:checked:not([value=outdoor-living])]/choices:hidden',
};

/** Where an item stands in an order, and its neighbours (the order wraps around). */
function stepIn(order: GalleryItem[], item: GalleryItem, className: string, path: (id: string) => string): OverlayStep {
  const index = order.indexOf(item);
  const neighbour = (offset: number) => {
    const { id } = order[(index + offset + order.length) % order.length]!;
    return { id, href: path(id) };
  };
  return { className, position: index + 1, total: order.length, previous: neighbour(-1), next: neighbour(1) };
}

/**
 * The filterable gallery: the choices All Projects and one per service (only those with items),
 * starting at All, above a grid whose projects open full screen. The filter is a
 * native radio group and CSS hides the projects of other categories, so a tap filters at once,
 * before and without script, and the arrow keys move between the choices. Every project is in the
 * HTML. `id` names the radio group and prefixes the projects' dialog ids, so two galleries can share
 * a page.
 *
 * Each project has its own address (`itemPath`): its view steps to its neighbours in the filter's
 * order, and useGalleryOverlayHistory keeps the open view and the URL in step (`openItem` is the
 * project the URL names, served open).
 */
export function Gallery({
  items,
  id = 'gallery',
  label = words.filterName,
  openItem,
  basePath,
  itemPath,
}: {
  items: GalleryItem[];
  id?: string;
  label?: string;
  openItem: string | undefined;
  basePath: string;
  itemPath: (id: string) => string;
}) {
  const filters = galleryFilters.filter(
    (filter) => filter.id === 'all' || items.some((item) => item.category === filter.id),
  );
  const root = useRef<HTMLDivElement>(null);
  useGalleryOverlayHistory(root, { openItem, basePath, itemPath });
  // The project the page was served with open; React never toggles a view after its first render.
  const [servedOpen] = useState(openItem);
  const steps = (item: GalleryItem) => [
    stepIn(items, item, allOrderShown[item.category], itemPath),
    stepIn(
      items.filter((other) => other.category === item.category),
      item,
      categoryOrderShown[item.category],
      itemPath,
    ),
  ];
  return (
    <div ref={root} className="group/choices">
      {/* Two columns until md: in one row the choices need about 630 px, more than a 640 px screen has. */}
      <ChoiceGroup
        name={`${id}-filter`}
        legend={label}
        choices={filters.map((filter) => ({ value: filter.id, label: filter.label }))}
        initial="all"
        className="mx-auto grid grid-cols-2 gap-1 rounded-2xl bg-sand-100 p-1.5 ring-1 ring-ink-900/10 md:flex md:w-fit md:rounded-full"
        choiceClassName="rounded-xl px-4 text-sm whitespace-nowrap md:rounded-full md:px-6 md:text-base"
      />
      <div className="mt-10">
        <GalleryGrid
          items={items}
          idPrefix={id}
          itemClassName={(item) => shownWhenChecked[item.category]}
          overlaySteps={steps}
          servedOpen={servedOpen}
        />
      </div>
    </div>
  );
}
