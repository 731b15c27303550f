/**
 * A row of pill-shaped choices that is a native radio group (a <fieldset> of radio inputs with
 * their labels): the pricing switch, the gallery filter, the before/after switch.
 *
 * The browser does all of it, before and without script: a tap on a label checks its radio at
 * once, Tab reaches the group at its checked choice, and the arrow keys move the choice (the
 * WAI-ARIA radio group pattern). What a choice shows is CSS on the checked radio (`:has()`, see
 * `shownWhenChecked`), so nothing waits for React: the page's content may not have hydrated yet
 * when the visitor taps. The radios are uncontrolled (`defaultChecked`), so hydration keeps a choice
 * made before it, and no component holds the choice in state.
 */
import type { PricingAudience } from '../../content/schemas/pricing';
import type { GalleryCategory } from '../../content/schemas/shapes';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

/**
 * The class that hides an element unless `value` is the checked choice of the radio group inside
 * the nearest ancestor marked `group/choices`. Listed value by value because Tailwind writes CSS
 * only for class names it finds whole in the source.
 */
export const shownWhenChecked = {
  residential: 'group-has-[input:checked:not([value=residential])]/choices:hidden',
  commercial: 'group-has-[input:checked:not([value=commercial])]/choices:hidden',
  fences: 'group-has-[input:checked:not([value=all],[value=fences])]/choices:hidden',
  landscaping: 'group-has-[input:checked:not([value=all],[value=landscaping])]/choices:hidden',
  'landscape-design': 'group-has-[input:checked:not([value=all],[value=landscape-design])]/choices:hidden',
  irrigation: 'group-has-[input:checked:not([value=all],[value=irrigation])]/choices:hidden',
  'artificial-turf': 'group-has-[input:checked:not([value=all],[value=artificial-turf])]/choices:hidden',
  'foundation-repair': 'group-has-[input:checked:not([value=all],[value=foundation-repair])]/choices:hidden',
  'outdoor-living': 'group-has-[input:checked:not([value=all],[value=outdoor-living])]/choices:hidden',
} as const satisfies Record<PricingAudience | GalleryCategory, string>;

export function ChoiceGroup<Value extends string>({
  name,
  legend,
  choices,
  initial,
  className = '',
  choiceClassName = '',
}: {
  /** The radios' name: unique on the page (radios of one name form one group). */
  name: string;
  /** The group's accessible name (a visually hidden legend). */
  legend: string;
  choices: readonly Choice<Value>[];
  initial: Value;
  /** Layout of the row (grid or flex, gaps, its own background). */
  className?: string;
  /** Size and corners of each pill. */
  choiceClassName?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="sr-only">{legend}</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className={`inline-flex min-h-11 cursor-pointer items-center justify-center font-semibold text-brand-800 transition-colors not-has-checked:hover:bg-brand-50 has-checked:bg-brand-700 has-checked:text-white has-checked:shadow-sm has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-cedar-500 motion-reduce:transition-none ${choiceClassName}`}
        >
          <input
            type="radio"
            // An address can name it: a link to the gallery filtered to fences ends in #gallery-filter-fences.
            id={`${name}-${choice.value}`}
            name={name}
            value={choice.value}
            defaultChecked={choice.value === initial}
            className="sr-only"
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
