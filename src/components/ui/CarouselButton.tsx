import { Icon } from './Icon';
import { sectionWords } from '../../content/sectionWords';

/**
 * A carousel's previous or next button. At the ends it is disabled with aria-disabled rather than
 * the disabled attribute: a natively disabled button drops keyboard focus to <body> the moment the
 * visitor reaches the last slide, and the arrow keys would then stop working.
 */
export function CarouselButton({
  direction,
  controls,
  disabled,
  onPress,
}: {
  direction: 'previous' | 'next';
  controls: string;
  disabled: boolean;
  onPress: () => void;
}) {
  const label = sectionWords.carousel[direction];
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      aria-disabled={disabled}
      onClick={() => {
        if (!disabled) onPress();
      }}
      className="inline-flex size-12 items-center justify-center rounded-full bg-white text-brand-800 shadow-sm ring-1 ring-ink-900/15 transition-colors hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:bg-white aria-disabled:text-ink-600/40 aria-disabled:shadow-none motion-reduce:transition-none"
    >
      <Icon name={direction === 'previous' ? 'chevron-left' : 'chevron-right'} className="size-6" />
    </button>
  );
}
