import type { FigureStat } from '../../content/schemas/shapes';

/** Counts that sum up a portfolio ("9 projects", "7 for homeowners"), two to a row on phones, four on large screens. */
export function PortfolioStats({ items }: { items: FigureStat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 md:gap-6 lg:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="card flex flex-col-reverse p-5 text-center md:p-6">
          <dt className="mt-1 leading-6 text-ink-700">{item.label}</dt>
          <dd className="font-display text-4xl font-bold text-cedar-600 md:text-5xl">{item.figure}</dd>
        </div>
      ))}
    </dl>
  );
}
