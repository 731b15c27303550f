import { Icon } from '../ui/Icon';

/** A project's facts (location, fence type, length, time on site, warranty) as a definition list in a card, under an h3. */
export function ProjectFacts({ title, facts }: { title: string; facts: { label: string; value: string }[] }) {
  return (
    <div className="rounded-2xl bg-sand-50 p-6 ring-1 ring-cedar-300/40 md:p-8">
      <h3 className="flex items-center gap-2 text-lg font-bold text-brand-800">
        <Icon name="layout" className="size-5 text-cedar-600" />
        {title}
      </h3>
      <dl className="mt-5 space-y-4">
        {facts.map((fact) => (
          <div key={fact.label} className="border-t border-ink-900/10 pt-4 first:border-t-0 first:pt-0">
            <dt className="text-sm font-semibold text-ink-600">{fact.label}</dt>
            <dd className="mt-0.5 text-ink-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
