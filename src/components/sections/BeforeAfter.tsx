import { Picture, pictureSizes } from '../ui/Picture';
import { ChoiceGroup } from '../ui/ChoiceGroup';
import { slugify } from '../../content/slug';
import type { BeforeAfterContent } from '../../content/schemas/shapes';
import { sectionWords } from '../../content/sectionWords';
import { fillOwn } from '../../content/ownValues';

export type BeforeAfterView = 'before' | 'after';

const words = sectionWords.beforeAfter;
const views = [
  { value: 'before', label: words.before },
  { value: 'after', label: words.after },
] as const;

/**
 * Shown while "before" is checked, and the reverse. The hidden picture is visibility:hidden (out of
 * the accessibility tree) once its fade has ended; literal class names, for Tailwind to find.
 */
const whenBefore = {
  before:
    'invisible opacity-0 group-has-[input[value=before]:checked]/choices:visible group-has-[input[value=before]:checked]/choices:opacity-100',
  after:
    'visible opacity-100 group-has-[input[value=before]:checked]/choices:invisible group-has-[input[value=before]:checked]/choices:opacity-0',
} as const;

/**
 * A before/after switch starting at "after": a native radio group (ChoiceGroup) whose checked
 * choice shows its picture by CSS alone, so the first tap answers before and without script. Both
 * pictures are stacked in one frame and cross-fade, so switching never waits for a download and the
 * frame never changes size.
 */
export function BeforeAfter({ content }: { content: BeforeAfterContent }) {
  const image = (view: BeforeAfterView, className: string) => (
    <Picture
      image={content[view]}
      view={words[view]}
      sizes={pictureSizes.half}
      className={`aspect-[4/3] w-full object-cover transition-[opacity,visibility] duration-500 motion-reduce:transition-none ${whenBefore[view]} ${className}`}
    />
  );
  const badge = (view: BeforeAfterView, text: string) => (
    <span
      aria-hidden="true"
      className={`absolute top-4 left-4 rounded-full bg-brand-900/85 px-3 py-1 text-sm font-semibold tracking-wide text-white uppercase ${whenBefore[view]}`}
    >
      {text}
    </span>
  );
  return (
    <div className="group/choices">
      <div className="card relative overflow-hidden bg-sand-100">
        {image('before', '')}
        {image('after', 'absolute inset-0 h-full')}
        {badge('before', words.before)}
        {badge('after', words.after)}
      </div>
      <ChoiceGroup
        name={`${slugify(content.label)}-view`}
        legend={fillOwn(words.choice, { label: content.label })}
        choices={views}
        initial="after"
        className="mx-auto mt-5 flex w-fit rounded-full bg-white p-1 shadow-sm ring-1 ring-ink-900/15"
        choiceClassName="min-w-28 rounded-full px-5"
      />
    </div>
  );
}
