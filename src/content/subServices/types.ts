/**
 * The shape of one sub-service page (/services/<service>/<sub-service>). Each parent service keeps
 * its sub-service pages in one file of this folder; the SubService page module renders any of them.
 */
import type { IconName } from '../../components/Icon';
import type { FaqItem, Feature, HeroContent, Illustration, ProcessStep } from '../types';

/** The six services that have sub-service pages, named as their files are. */
export type SubServiceGroup =
  'fences' | 'landscaping' | 'design' | 'irrigation' | 'artificial-turf' | 'foundation-repair';

/** What the warranty section says: the terms that apply to this service, never more. */
export interface WarrantyContent {
  title: string;
  /** The badge beside the title; a shield unless the terms are about something else (a discount). */
  icon?: IconName;
  text: string;
  /** Short facts under the text ("15-25 year material warranties"). */
  points: string[];
}

export interface SubServiceContent {
  /** The page's path; it must match an entry of the group's .pages.ts file. */
  path: string;
  /** Small line above the h1, e.g. "Fence installation in Dallas-Fort Worth". */
  eyebrow: string;
  hero: HeroContent;
  /** What the service includes: a checklist, beside a picture when there is a fitting one. */
  included: { title: string; intro: string; items: string[]; image?: Illustration };
  /** How the work is done, step by step. */
  process: { title: string; intro: string; steps: ProcessStep[] };
  /** Materials or options, where the service has them. */
  options?: { title: string; intro: string; items: Feature[] };
  warranty: WarrantyContent;
  /** Three to five questions with real answers. */
  faqs: FaqItem[];
  /** Site paths of related services: siblings, the parent and neighbors in other services. */
  related: string[];
  /** The closing call to action (quote dialog, call, text). */
  cta: { title: string; description: string; benefits: string[] };
  /** The schema.org Service this page describes. */
  service: { name: string; description: string };
}
