import type { Feature } from '../content/types';
import { Icon } from './Icon';

/** Choices and the reasons for them (icon, title, text), two to a row on wider screens. */
export function DecisionGrid({ items }: { items: Feature[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.title} className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-900/10">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
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
