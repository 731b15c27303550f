import type { Feature } from '../content/types';
import { Icon } from './Icon';

/** Benefits, features or warning signs: icon, title and text in a responsive grid. */
export function FeatureGrid({ items, tone = 'default' }: { items: Feature[]; tone?: 'default' | 'warning' }) {
  const iconClass = tone === 'warning' ? 'bg-cedar-100 text-cedar-700' : 'bg-brand-50 text-brand-700';
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-900/10">
          <span className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl ${iconClass}`}>
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
