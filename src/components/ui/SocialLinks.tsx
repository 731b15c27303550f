import type { SocialProfile } from '../../content/schemas/business';
import { Icon } from './Icon';
import { sectionWords } from '../../content/sectionWords';

/** The business's social profiles (those with a URL in business.ts) as labelled pill links. */
export function SocialLinks({ profiles }: { profiles: SocialProfile[] }) {
  return (
    <ul className="flex flex-wrap gap-3">
      {profiles.map((profile) => (
        <li key={profile.name}>
          <a
            href={profile.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 font-semibold text-brand-800 shadow-sm ring-1 ring-ink-900/10 hover:bg-brand-50"
          >
            <Icon name={profile.icon} className="size-5" />
            {profile.name}
            <span className="sr-only">{sectionWords.newTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
