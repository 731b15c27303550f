import { Link } from 'react-router-dom';
import { shellWords } from '../../content/shellWords';

/** Max heights of the three logo sizes. */
const HEIGHTS = { small: 50, medium: 70, large: 90 } as const;
/** The logo file's aspect ratio (viewBox 320 x 90), so the image reserves its space before loading. */
const ASPECT = 320 / 90;

/** The brand logo, always a link home. */
export function Logo({ size = 'small', className = '' }: { size?: keyof typeof HEIGHTS; className?: string }) {
  const height = HEIGHTS[size];
  return (
    <Link to="/" className={`inline-flex shrink-0 items-center rounded-md ${className}`}>
      <img
        src="/images/logo.svg"
        alt={shellWords.logoAlt}
        width={Math.round(height * ASPECT)}
        height={height}
        // Width from the attribute, height from the aspect ratio. (width: auto would collapse it to 0:
        // the SVG has only a viewBox, so inside this shrink-to-fit link it has no size of its own.)
        className="h-auto max-w-full"
      />
    </Link>
  );
}
