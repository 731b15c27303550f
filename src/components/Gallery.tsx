import { galleryFilters } from '../content/gallery';
import type { GalleryItem } from '../content/schemas/shapes';
import { ChoiceGroup, shownWhenChecked } from './ChoiceGroup';
import { GalleryGrid } from './GalleryGrid';

export { GalleryGrid } from './GalleryGrid';

/**
 * The filterable gallery: the choices All Projects, Fences, Landscaping and Outdoor Living (only
 * those with items), starting at All, above a grid whose projects open full screen. The filter is a
 * native radio group and CSS hides the projects of other categories, so a tap filters at once,
 * before and without script, and the arrow keys move between the choices. Every project is in the
 * HTML. `id` names the radio group and prefixes the projects' dialog ids, so two galleries can share
 * a page.
 */
export function Gallery({
  items,
  id = 'gallery',
  label = 'Project type',
}: {
  items: GalleryItem[];
  id?: string;
  label?: string;
}) {
  const filters = galleryFilters.filter(
    (filter) => filter.id === 'all' || items.some((item) => item.category === filter.id),
  );
  return (
    <div className="group/choices">
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
        <GalleryGrid items={items} idPrefix={id} itemClassName={(item) => shownWhenChecked[item.category]} />
      </div>
    </div>
  );
}
