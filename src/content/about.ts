/**
 * Copy of the About page (/about): hero, the company's story (what it does, since when, from which
 * office, for whom, with how many people: facts by their placeholders, no anecdote), the stat cards,
 * vision and mission, three core values, where we work and a quote call to action with the phone
 * number. The words are the owner's, in content/pages/about.json (placeholders filled, so the name,
 * founding year, office city, team size, reply promise and warranties are business.ts's; counters by the
 * business figure they count; pictures by name: ./pageCopy.ts); the cities served are the business
 * details'. Plain data: webpack replaces this module by its value.
 */
import type { AboutContent } from './schemas/about';
import { contactServiceAreas } from './business';
import { readPage } from './pageCopy';

const page = readPage('about') as AboutContent;

export const { heroEyebrow, hero, story, statCards, visionMission, values, cta } = page;

export const areas = { ...page.areas, list: contactServiceAreas } satisfies AboutContent['areas'];
