import type { Feature } from '../../content/schemas/shapes';
import { Icon } from '../ui/Icon';

/** The headline guarantee in a bold card, with the supporting promises beside it. */
export function GuaranteePanel({
  headline,
  items,
}: {
  headline: { title: string; description: string };
  items: Feature[];
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_1.4fr]">
      <div className="flex flex-col justify-center rounded-2xl bg-brand-800 p-8 text-white shadow-sm md:p-10">
        <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-sun-400 text-brand-900">
          <Icon name="shield" className="size-9" />
        </span>
        <h3 className="mt-6 font-display text-3xl font-bold md:text-4xl">{headline.title}</h3>
        <p className="mt-4 text-lg leading-8 text-brand-100">{headline.description}</p>
      </div>
      <ul className="grid gap-6 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.title} className="card p-6">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-cedar-100 text-cedar-700">
              <Icon name={item.icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-brand-800">{item.title}</h3>
            <p className="mt-1 leading-7 text-ink-700">{item.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
