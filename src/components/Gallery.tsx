import { useState } from 'react';
import { galleryFilters } from '../content/gallery';
import type { GalleryCategory, GalleryItem } from '../content/schemas/shapes';
import { GalleryGrid } from './GalleryGrid';
import { GalleryTabs, panelId, tabId } from './GalleryTabs';

export { GalleryGrid } from './GalleryGrid';

type Filter = 'all' | GalleryCategory;

/**
 * The filterable gallery: tabs All Projects, Fences, Landscaping and
 * Outdoor Living (only those with items), starting at All, above a grid whose projects open full
 * screen. `id` prefixes the tab and panel ids, so two galleries can share a page.
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
  const [selected, setSelected] = useState<Filter>('all');
  const tabs = galleryFilters.filter(
    (filter) => filter.id === 'all' || items.some((item) => item.category === filter.id),
  );
  const shown = selected === 'all' ? items : items.filter((item) => item.category === selected);

  return (
    <div>
      <GalleryTabs tabs={tabs} selected={selected} onSelect={setSelected} prefix={id} label={label} />
      {/* One panel per tab so every aria-controls points at an element; only the selected one has content. */}
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(id, tab.id)}
          aria-labelledby={tabId(id, tab.id)}
          hidden={tab.id !== selected}
          className="mt-10"
        >
          {tab.id === selected && <GalleryGrid items={shown} />}
        </div>
      ))}
    </div>
  );
}
