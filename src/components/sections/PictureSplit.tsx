import type { ReactNode } from 'react';
import type { Illustration } from '../../content/schemas/shapes';
import { Picture, pictureSizes } from '../ui/Picture';

/**
 * A framed picture beside other content, half and half from large screens up (the picture above it
 * on phones). `className` adds to the grid, e.g. the page container.
 */
export function PictureSplit({
  image,
  className,
  children,
}: {
  image: Illustration;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${className ? `${className} ` : ''}grid items-center gap-10 lg:grid-cols-2 lg:gap-16`}>
      <Picture
        image={image}
        sizes={pictureSizes.half}
        className="aspect-[4/3] w-full rounded-2xl object-cover shadow-sm ring-1 ring-ink-900/10"
      />
      {children}
    </div>
  );
}
