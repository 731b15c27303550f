import { inWords, serviceAreas } from '../../content/business';
import { Icon } from '../ui/Icon';
import { sectionWords } from '../../content/sectionWords';

/**
 * The cities a service covers, as one line under the hero's quote button: whether we come to their
 * town is what a homeowner checks before asking for a quote. The list is the one the page's
 * schema.org Service names as areaServed (its own, else the business's service areas).
 */
export function ServiceAreaNote({ areas = serviceAreas }: { areas?: readonly string[] }) {
  return (
    <p className="flex items-start gap-2 leading-7 text-brand-50" data-service-areas="">
      <Icon name="map-pin" className="mt-1 size-5 shrink-0 text-sun-400" />
      <span>
        <span className="font-semibold text-white">{sectionWords.serviceArea.weServe}</span> {inWords(areas)}.
      </span>
    </p>
  );
}
