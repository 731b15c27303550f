import type { Feature } from '../../content/schemas/shapes';
import { Icon } from '../ui/Icon';

const iconTones = {
  default: 'bg-brand-50 text-brand-700',
  /** Warning signs. */
  warning: 'bg-cedar-100 text-cedar-700',
  /** Choices and the reasons for them. */
  solid: 'bg-brand-700 text-white',
} as const;

const grids = {
  2: 'md:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
} as const;

/**
 * Benefits, features, warning signs or choices: icon, title and text in a responsive grid, three to
 * a row on large screens or, with `columns={2}`, two to a row from medium screens up.
 */
export function FeatureGrid({
  items,
  tone = 'default',
  columns = 3,
}: {
  items: Feature[];
  tone?: keyof typeof iconTones;
  columns?: keyof typeof grids;
}) {
  return (
    <ul className={`grid gap-6 ${grids[columns]}`}>
      {items.map((item) => (
        <li key={item.title} className="card flex gap-4 p-6">
          <span className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl ${iconTones[tone]}`}>
            <Icon name={item.icon} className="size-6" />
          </span>
          <div>
            <h3 className="text-lg font-bold text-brand-800">{item.title}</h3>
            <p className="mt-1 leading-7 text-ink-700">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
