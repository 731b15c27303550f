import { BeforeAfter } from './BeforeAfter';
import { Icon } from '../ui/Icon';
import type { TransformationContent } from '../../content/schemas/shapes';

/** The before/after toggle beside what changed (stacked on phones). */
export function Transformation({ content }: { content: TransformationContent }) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-[1.15fr_1fr] lg:gap-16">
      <BeforeAfter content={content.pair} />
      <div>
        <h3 className="font-display text-2xl font-bold text-brand-800 md:text-3xl">{content.title}</h3>
        <p className="mt-4 text-lg leading-8 text-ink-700">{content.text}</p>
        <ul className="mt-6 space-y-3">
          {content.changes.map((change) => (
            <li key={change} className="flex items-start gap-3 leading-7 text-ink-900">
              <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                <Icon name="check" className="size-4" />
              </span>
              {change}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
