import { useState } from 'react';
import { Picture, pictureSizes } from './Picture';
import type { BeforeAfterContent } from '../content/schemas/shapes';

export type BeforeAfterView = 'before' | 'after';

const views: { view: BeforeAfterView; text: string }[] = [
  { view: 'before', text: 'Before' },
  { view: 'after', text: 'After' },
];

/**
 * A before/after toggle: two pressed-state buttons, starting at "after". Both
 * pictures are stacked in one frame and cross-fade, so switching never waits for a download and
 * the frame never changes size; the hidden one is out of the accessibility tree.
 */
export function BeforeAfter({ content }: { content: BeforeAfterContent }) {
  const [shown, setShown] = useState<BeforeAfterView>('after');
  const image = (view: BeforeAfterView, className: string) => {
    const picture = content[view];
    const visible = view === shown;
    return (
      <Picture
        image={picture}
        view={view === 'before' ? 'Before' : 'After'}
        sizes={pictureSizes.half}
        hidden={!visible}
        className={`aspect-[4/3] w-full object-cover transition-opacity duration-500 motion-reduce:transition-none ${visible ? 'opacity-100' : 'opacity-0'} ${className}`}
      />
    );
  };
  return (
    <div>
      <div className="card relative overflow-hidden bg-sand-100">
        {image('before', '')}
        {image('after', 'absolute inset-0 h-full')}
        <span
          aria-hidden="true"
          className="absolute top-4 left-4 rounded-full bg-brand-900/85 px-3 py-1 text-sm font-semibold tracking-wide text-white uppercase"
        >
          {shown === 'after' ? 'After' : 'Before'}
        </span>
      </div>
      <div role="group" aria-label={`${content.label}: show the yard`} className="mt-5 flex justify-center">
        <div className="inline-flex rounded-full bg-white p-1 shadow-sm ring-1 ring-ink-900/15">
          {views.map(({ view, text }) => (
            <button
              key={view}
              type="button"
              aria-pressed={shown === view}
              onClick={() => setShown(view)}
              className={`min-h-11 min-w-28 rounded-full px-5 font-semibold transition-colors motion-reduce:transition-none ${shown === view ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50'}`}
            >
              {text}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
