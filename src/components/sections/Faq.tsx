import type { FaqItem } from '../../content/schemas/shapes';
import { Icon } from '../ui/Icon';

/**
 * Frequently asked questions as native <details> disclosures: keyboard and screen reader support
 * for free, and every answer is in the HTML for search engines.
 */
export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <div className="card mx-auto max-w-3xl divide-y divide-ink-900/10">
      {items.map((item) => (
        <details key={item.question} className="group px-6 py-1">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 text-lg font-semibold text-brand-800 [&::-webkit-details-marker]:hidden">
            {item.question}
            <Icon
              name="chevron-down"
              className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <p className="pb-5 leading-7 text-ink-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
