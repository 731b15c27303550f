import type { TrustFact } from '../../content/schemas/business';
import { Icon } from '../ui/Icon';

/**
 * The business's credentials that the operator has set (licence, insurance, owners, the review
 * profile and its rating), one line each. Callers render it only when there is at least one, so an
 * unset credential leaves no empty heading or list behind.
 */
export function TrustFacts({ facts, light = false }: { facts: TrustFact[]; light?: boolean }) {
  const link = light
    ? 'text-white underline hover:text-sun-400'
    : 'font-semibold text-brand-800 underline hover:text-brand-600';
  return (
    <ul className="space-y-2" data-trust-facts="">
      {facts.map((fact) => (
        <li key={fact.icon} className="flex items-start gap-2">
          <Icon name={fact.icon} className={`mt-1 size-4 shrink-0 ${light ? 'text-sun-400' : 'text-cedar-600'}`} />
          {fact.href ? (
            <a href={fact.href} rel="noopener" className={link}>
              {fact.text}
            </a>
          ) : (
            <span>{fact.text}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
