import { useRef, type KeyboardEvent } from 'react';

export interface GalleryTab<Id extends string> {
  id: Id;
  label: string;
}

/** The ids that tie a tab to its panel: `${prefix}-tab-${id}` and `${prefix}-panel-${id}`. */
export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * A WAI-ARIA tab list with automatic activation: one tab in the Tab sequence (roving tabindex),
 * Left/Right move to the previous/next tab (wrapping), Home/End to the first/last, and moving
 * selects. Each tab controls the panel with id `panelId(prefix, tab.id)`.
 */
export function GalleryTabs<Id extends string>({
  tabs,
  selected,
  onSelect,
  prefix,
  label,
}: {
  tabs: GalleryTab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  prefix: string;
  label: string;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next]!.id);
    buttons.current[next]?.focus();
  };

  return (
    // Two columns until md: in one row the tabs need about 630 px, more than a 640 px screen has.
    // The tabs take focus, not the list: one tab is in the Tab order and arrow keys move between them.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="mx-auto grid grid-cols-2 gap-1 rounded-2xl bg-sand-100 p-1.5 ring-1 ring-ink-900/10 md:flex md:w-fit md:rounded-full"
    >
      {tabs.map((tab, index) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            role="tab"
            id={tabId(prefix, tab.id)}
            aria-selected={active}
            aria-controls={panelId(prefix, tab.id)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={`min-h-11 rounded-xl px-4 text-sm font-semibold whitespace-nowrap transition-colors motion-reduce:transition-none md:rounded-full md:px-6 md:text-base ${active ? 'bg-brand-700 text-white shadow-sm' : 'text-brand-800 hover:bg-white'}`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
