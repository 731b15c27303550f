import { Icon } from './Icon';

/** Short points, each after a check mark, two to a row from small screens up: on dark backgrounds. */
export function CheckList({ items, className }: { items: string[]; className: string }) {
  return (
    <ul className={`grid gap-2 sm:grid-cols-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Icon name="check" className="mt-1 size-5 shrink-0 text-sun-400" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
