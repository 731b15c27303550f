import type { FigureStat } from '../../content/schemas/shapes';

/**
 * Big static figures for claims (not animated counters: these are percentages and areas quoted
 * from the business's terms, not tallies), on a brand band or a light background.
 */
export function ClaimStats({ items, light = false }: { items: FigureStat[]; light?: boolean }) {
  const columns = items.length === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-3';
  return (
    <ul className={`grid gap-6 ${columns}`}>
      {items.map((item) => (
        <li
          key={item.label}
          className={`p-6 text-center ${light ? 'rounded-2xl bg-white/10 ring-1 ring-white/20' : 'card'}`}
        >
          <p className={`font-display text-4xl font-bold md:text-5xl ${light ? 'text-sun-400' : 'text-cedar-600'}`}>
            {item.figure}
          </p>
          <p className={`mt-2 leading-7 ${light ? 'text-brand-50' : 'text-ink-700'}`}>{item.label}</p>
        </li>
      ))}
    </ul>
  );
}
