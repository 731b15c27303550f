import { Icon } from '../ui/Icon';

/** The cities and neighbourhoods a page serves, as a list of pills. */
export function AreasServed({ areas }: { areas: readonly string[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-3">
      {areas.map((area) => (
        <li
          key={area}
          className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 font-medium text-brand-800 shadow-sm ring-1 ring-ink-900/10"
        >
          <Icon name="map-pin" className="size-4 text-cedar-600" />
          {area}
        </li>
      ))}
    </ul>
  );
}
