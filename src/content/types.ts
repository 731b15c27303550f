/**
 * Content shapes. Pages hold no copy of their own: they pass data of these types
 * to the section components in src/components.
 */
import type { IconName } from '../components/Icon';
import type { CatalogueImage, ProjectImage } from './images/catalogue';

/** A link with visible text. */
export interface LinkAction {
  text: string;
  /** Site path ("/contact"), in-page anchor ("#pricing") or tel:/sms: link. */
  link: string;
}

/** A button with visible text that opens the quote dialog instead of going anywhere. */
export interface QuoteAction {
  text: string;
  quoteDialog: true;
}

/** A call-to-action button: a link, or the button that opens the quote dialog. */
export type CallToAction = LinkAction | QuoteAction;

/** A picture: an entry of the image catalogue (src/content/images), imported by key. */
export type Illustration = CatalogueImage;

export interface HeroContent {
  /** The heading's first part. */
  title: string;
  /** The heading's emphasized part, shown after the title in the accent color. */
  highlightedText?: string;
  subtitle: string;
  primaryCTA: CallToAction;
  secondaryCTA?: CallToAction;
  backgroundImage: Illustration;
  /** Short trust points under the buttons ("Free quotes within 24 hours"). */
  highlights?: string[];
}

export interface ServiceCardContent {
  title: string;
  description: string;
  icon: IconName;
  /** Where "Learn more" goes. */
  link: string;
  /** The featured card: drawn in the brand color. */
  isPrimary?: boolean;
  image?: Illustration;
}

export interface Testimonial {
  quote: string;
  author: string;
  /** E.g. "Homeowner" or "Property Manager". */
  role: string;
  /** Company or neighborhood, e.g. "Lake Highlands". */
  company: string;
  /** 1 to 5; shown as stars. Defaults to 5. */
  rating?: number;
}

export interface CaseStudyCardContent {
  title: string;
  description: string;
  imageBefore: Illustration;
  imageAfter: Illustration;
  /** The outcome, in one or two sentences. */
  result: string;
  link: string;
}

export interface CtaBannerContent {
  title: string;
  description: string;
  /** The main button. */
  action: CallToAction;
  guaranteeText?: string;
  benefits?: string[];
  backgroundImage?: Illustration;
}

export interface PricingTier {
  id: string;
  title: string;
  /** As shown, e.g. "From $25". */
  priceText: string;
  /** Unit under the price, e.g. "per linear foot". */
  priceUnit: string;
  description: string;
  features: string[];
  recommended?: boolean;
}

export type GalleryCategory = 'fences' | 'landscaping' | 'outdoor-living';

export interface GalleryItem {
  id: string;
  title: string;
  description: string;
  image: Illustration;
  category: GalleryCategory;
  /** Residential or commercial work (the residential portfolio shows only residential). */
  segment: 'residential' | 'commercial';
  /** City or neighborhood. */
  location: string;
}

/** A carousel slide: a project picture, captioned with the catalogue's caption and city. */
export interface CarouselItem {
  image: ProjectImage;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface ProcessStep {
  title: string;
  description: string;
}

/** A benefit, feature or warning sign: icon, title, text. */
export interface Feature {
  title: string;
  description: string;
  icon: IconName;
}

/**
 * A figure shown as written, not counted up ("15%", "500 sq ft", "9"), and what it means or counts:
 * the claims quoted from the business's terms, the counts that sum up a portfolio.
 */
export interface FigureStat {
  figure: string;
  label: string;
}

export interface Stat {
  /** The number the counter reaches. */
  value: number;
  /** Text after the number: "+" or "%" (statFromReading accepts nothing else). */
  suffix?: string;
  label: string;
}
