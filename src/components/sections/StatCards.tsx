import type { Stat } from '../../content/schemas/shapes';
import { Counter } from '../ui/Counter';
import { Icon, type IconName } from '../ui/Icon';

/** Statistics as cards with an icon, each figure an animated Counter (target value in the HTML). */
export function StatCards({ items }: { items: { stat: Stat; icon: IconName }[] }) {
  return (
    <ul className="mx-auto grid max-w-5xl gap-4 sm:grid-cols-3 sm:gap-6">
      {items.map(({ stat, icon }) => (
        <li key={stat.label} className="card flex items-center gap-5 px-6 py-5 sm:flex-col sm:gap-0 sm:py-8">
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-cedar-100 text-cedar-700 sm:mb-4">
            <Icon name={icon} className="size-7" />
          </span>
          <div className="flex-1 sm:flex-none">
            <Counter stat={stat} />
          </div>
        </li>
      ))}
    </ul>
  );
}
