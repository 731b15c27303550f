/** The About page's content (src/content/about.ts). */
import { z } from 'zod';
import { line } from './messages';
import {
  areasSection,
  ctaBanner,
  feature,
  hero,
  iconName,
  illustration,
  linkAction,
  offerCard,
  section,
  stat,
  text,
} from './shapes';
import { pageFileSchema } from './pageFile';

/** The company's story: a picture beside the eyebrow, the h2 and the paragraphs. */
export const story = z.strictObject({
  eyebrow: text,
  title: text,
  image: illustration,
  paragraphs: z.array(text).min(1),
});
export type AboutStory = z.infer<typeof story>;

/** A counter in a card, with its icon. */
export const iconStat = z.strictObject({ stat, icon: iconName });
export type IconStat = z.infer<typeof iconStat>;

/**
 * The stat cards: years, customers and team, three to a row from small screens up, and links to where
 * the work behind them is shown (case studies, the gallery). The heading promises only what the
 * section shows: the credentials that can be checked elsewhere have their own section, shown when set.
 */
export const statCards = section({
  items: z.array(iconStat).length(3),
  workLinks: z.array(linkAction).min(1),
  workLinksName: line('Name of the links to our work', 'What a screen reader calls the row of links under the numbers.'),
});
export type AboutStatCards = z.infer<typeof statCards>;

export const aboutContent = z.strictObject({
  heroEyebrow: text,
  hero,
  story,
  statCards,
  /** The vision and the mission: two cards, side by side. */
  visionMission: section({ cards: z.array(offerCard).length(2) }),
  /** The core values: three, as the title says. */
  values: section({ items: z.array(feature).length(3) }),
  /** Where we work. */
  areas: areasSection,
  cta: ctaBanner,
});

/** The module's exports, as the schema reads them. */
export type AboutContent = z.infer<typeof aboutContent>;

/**
 * content/pages/about.json: the page's words, with placeholders, picture names and counters' figures
 * (./pageFile.ts), without the cities served (the business details').
 */
export const aboutFile = pageFileSchema(aboutContent.extend({ areas: areasSection.omit({ list: true }) }));
