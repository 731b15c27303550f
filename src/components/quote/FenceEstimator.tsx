/**
 * The fence estimator that opens the sales page's quote form: a package (grouped by audience), the
 * length in feet, and a live line with the starting price they imply (src/lib/fenceEstimate.ts, from
 * the pricing content).
 *
 * Native first: the package is a <select> and the length a number field of the form, so both post
 * with the quote request before and without script, and the server computes the estimate itself
 * (the no-JS check-and-send page shows it in the same line). Script adds the live line, in an
 * <output> (a polite live region) whose height is reserved, so nothing below it moves as it changes.
 *
 * The select starts at the recommended package, so typing a length shows a figure at once. A package
 * card's "Get a Quote" links to `#quote-<package>`, an anchor here (only this form has them, not the
 * hero's): the link itself scrolls to the form; script then chooses that package, on hydration (a card
 * tapped before it) or at the tap.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { pricingAudiences, pricingTiers } from '../../content/pricing';
import { estimateLine, fenceFeetLimits, fencePackages } from '../../lib/fenceEstimate';
import type { ReactNode } from 'react';
import type { FieldHelpers } from '../forms/LeadForm';

export interface EstimatorCopy {
  legend: string;
  intro: string;
  packageLabel: string;
  packagePlaceholder: string;
  feetLabel: string;
  prompt: string;
  note: string;
}

/** The fragment a package card links to. */
export const packageAnchor = (packageId: string) => `quote-${packageId}`;

/**
 * The package the select starts at: the first audience's recommended one (the pricing table opens on
 * that audience, its card raised). So a length alone already gives a figure, before and without
 * script too (the server computes the estimate from the posted package and length).
 */
export const preselectedPackage = pricingTiers[pricingAudiences[0]!.id].find((tier) => tier.recommended)?.id ?? '';

const packageFromHash = (hash: string) =>
  fencePackages.find((tier) => hash === `#${packageAnchor(tier.id)}`)?.id ?? null;

export function FenceEstimator({ field, copy }: { field: FieldHelpers; copy: EstimatorCopy }) {
  const packageRef = useRef<HTMLSelectElement>(null);
  const feetRef = useRef<HTMLInputElement>(null);
  // The first render is the served line; the effect below reads what the visitor did before hydration.
  const [line, setLine] = useState(copy.prompt);

  const update = useCallback(() => {
    setLine(estimateLine(packageRef.current?.value, feetRef.current?.value) ?? copy.prompt);
  }, [copy.prompt]);

  useEffect(() => {
    const choose = (hash: string, overChoice: boolean) => {
      const select = packageRef.current;
      const id = packageFromHash(hash);
      // The preselected package is no choice of the visitor's: a card's link overrides it.
      if (id && select && (overChoice || select.value === '' || select.value === preselectedPackage)) select.value = id;
      update();
    };
    // A card tapped before hydration left its fragment; a package the visitor chose in the select wins.
    choose(window.location.hash, false);
    const onClick = (event: MouseEvent) => {
      const link =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#quote-"]') : null;
      if (link) choose(link.hash, true);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [update]);

  /** What each of its controls carries: the form's field style, its id and name, its error wiring. */
  const control = (name: string) => ({ className: 'field-input', id: field.id(name), name, ...field.a11y(name) });

  return (
    <fieldset className="sm:col-span-2" onChange={update} onInput={update}>
      <legend className="font-display text-xl font-bold text-brand-800">{copy.legend}</legend>
      {fencePackages.map((tier) => (
        <span key={tier.id} id={packageAnchor(tier.id)} />
      ))}
      <p className="mt-1 text-sm text-ink-700">{copy.intro}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Labelled field={field} name="fencePackage" label={copy.packageLabel}>
          <select ref={packageRef} defaultValue={preselectedPackage} {...control('fencePackage')}>
            <option value="">{copy.packagePlaceholder}</option>
            {pricingAudiences.map((audience) => (
              <optgroup key={audience.id} label={audience.label}>
                {pricingTiers[audience.id].map((tier) => (
                  <option key={tier.id} value={tier.id}>
                    {/* Short enough for a 320 px screen's select: "Premium, from $35/ft". */}
                    {`${tier.title}, ${tier.priceText.toLowerCase()}/ft`}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </Labelled>
        <Labelled field={field} name="fenceFeet" label={copy.feetLabel}>
          <input
            ref={feetRef}
            {...control('fenceFeet')}
            type="number"
            inputMode="numeric"
            min={fenceFeetLimits.min}
            max={fenceFeetLimits.max}
            step={1}
          />
        </Labelled>
      </div>
      {/* Room for the longest line (three lines on a phone, two wider up), so nothing below moves as it changes. */}
      <output
        htmlFor={`${field.id('fencePackage')} ${field.id('fenceFeet')}`}
        data-fence-estimate=""
        className="mt-4 flex min-h-24 items-center rounded-lg bg-brand-50 px-4 py-3 font-display text-base/6 font-bold text-brand-800 sm:min-h-20 sm:text-lg/7"
      >
        {line}
      </output>
      <p className="mt-2 text-sm text-ink-700">{copy.note}</p>
    </fieldset>
  );
}

/** A control with its label above and its error message below, ids wired by `field`. */
function Labelled({
  field,
  name,
  label,
  children,
}: {
  field: FieldHelpers;
  name: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label className="field-label" htmlFor={field.id(name)}>
        {label}
      </label>
      {children}
      {field.error(name)}
    </div>
  );
}
