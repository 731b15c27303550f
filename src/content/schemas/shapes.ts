/**
 * The content's shapes, as zod schemas. Each schema is the one definition of its shape: the
 * TypeScript type beside it is inferred from it, and src/content/content.test.ts parses every
 * content module against the schemas, so a wrong shape fails the compiler and a wrong value
 * (an empty title, a link that is not a path, a rating of 7) fails the tests.
 *
 * Pages and components import these types only (`import type`): zod never reaches the browser
 * through the content. The section shapes specific to one page live in that page's schema file
 * beside this one.
 */
import { z } from 'zod';
import { iconNames } from '../iconNames';
import { serviceValues } from '../serviceIds';

/** Visible text: never empty, never only spaces. */
export const text = z.string().trim().min(1);

/** A site path ("/services/fences"), optionally with a hash, never a full URL or a relative path. */
export const sitePath = z
  .string()
  .regex(/^\/(?!\/)[^\s?]*(#[\w-]+)?$/, 'Enter a site path starting with "/", like "/contact"');

/** A name that is part of an address or an anchor ("cedar-privacy"): lowercase letters, digits, hyphens. */
export const slug = z
  .string()
  .regex(/^[a-z0-9-]+$/, 'Use only lowercase letters, digits and hyphens, like "cedar-privacy"');

/** Where a link may go: a site path, an in-page anchor ("#pricing"), or a tel:, sms: or mailto: link. */
export const href = z.union(
  [
    sitePath,
    z.string().regex(/^#[\w-]+$/),
    z.string().regex(/^(tel|sms):\+\d{8,15}$/),
    z.string().regex(/^mailto:[^@\s]+@[^@\s]+$/),
  ],
  {
    error: 'Enter a site path like "/contact", an anchor like "#pricing", or a "tel:+1…", "sms:+1…" or "mailto:…" link',
  },
);

/** One of the site's line icons (src/assets/icons.svg); the names are in src/content/iconNames.ts. */
export const iconName = z.enum(iconNames);

/** A link with visible text. */
export const linkAction = z.strictObject({ text, link: href });
export type LinkAction = z.infer<typeof linkAction>;

/** A link to another page of the site, rendered as a router link: a site path, never tel: or an anchor. */
export const pageLink = linkAction.extend({ link: sitePath });
export type PageLink = z.infer<typeof pageLink>;

/** A button with visible text that opens the quote dialog instead of going anywhere. */
export const quoteAction = z.strictObject({ text, quoteDialog: z.literal(true) });
export type QuoteAction = z.infer<typeof quoteAction>;

/** A call-to-action button: a link, or the button that opens the quote dialog. */
export const callToAction = z.union([linkAction, quoteAction]);
export type CallToAction = z.infer<typeof callToAction>;

/**
 * A gallery project's category: one per service, the services' ids (src/content/serviceIds.ts) bar
 * "other" (src/content/content.test.ts parses gallery.ts, whose filters must cover them all).
 */
export const galleryCategory = z.enum(serviceValues).exclude(['other']);
export type GalleryCategory = z.infer<typeof galleryCategory>;

export const segment = z.enum(['residential', 'commercial']);

/** The job a picture shows. */
export const imageProject = z
  .strictObject({
    /** The project's name, e.g. "Fire Pit Circle". */
    title: text,
    /** City or neighborhood, e.g. "Allen" or "Lakewood, Dallas". */
    city: text,
    category: galleryCategory,
    segment,
  })
  // Pages add the place themselves ("Fire Pit Circle in Allen"): a title that ends with it reads "… in Allen in Allen".
  .refine((project) => !project.title.toLowerCase().endsWith(` in ${project.city.toLowerCase()}`), {
    message: 'Leave the city out of the title: the site adds it after the title ("… in Plano")',
    path: ['title'],
  });
export type ImageProject = z.infer<typeof imageProject>;

/** A picture's size, in whole pixels. */
const pixels = z
  .number({ error: 'Enter the size in pixels, a whole number like 800' })
  .int('Enter the size in pixels, a whole number like 800')
  .positive('Enter the size in pixels, a whole number like 800');

const altTextNeeded =
  'Describe what the picture shows in a sentence (the alt text, read to people who cannot see it), like "A cedar privacy fence along a backyard"';

/** A job's picture without its caption would show a card with no description. */
const captionedJob = (entry: { caption?: string; project?: unknown }) => !entry.project || entry.caption !== undefined;
const captionNeeded = {
  message: 'A picture of a job needs its caption: one or two sentences on what was done',
  path: ['caption'],
};

/** One picture of the image catalogue, as its module (src/content/images/<key>.ts) states it. */
const imageFields = z.strictObject({
  /**
   * The file: an illustration in static/images ("gallery-fire-pit.svg"), or a photo original in
   * photos/ ("fire-pit-allen.jpg", JPEG or PNG) that the build encodes as AVIF, WebP and JPEG at
   * several widths. Changing an entry from one to the other is all a page needs.
   */
  file: z
    .string()
    .regex(
      /^([a-z0-9-]+\.(svg|jpe?g|png)|\/?uploads\/[\w.-]+\.(jpe?g|png))$/i,
      'Upload a photo (JPEG or PNG, saved as "uploads/<file>"), or keep the name of the drawing, like "hero-home.svg"',
    )
    .meta({ title: 'Picture', widget: 'image' }),
  /**
   * Intrinsic size: the SVG's viewBox, or the photo original's size in pixels (the build checks it).
   * Pages set them as width and height, so nothing shifts while the picture loads.
   */
  width: pixels,
  height: pixels,
  /** What the picture shows, for people who cannot see it. */
  alt: z
    .string({ error: altTextNeeded })
    .trim()
    .min(1, altTextNeeded)
    .refine((alt) => !/\.(svg|jpe?g|png|heic|webp|avif)$/i.test(alt), altTextNeeded)
    .meta({ title: 'What the picture shows', description: 'A sentence for people who cannot see it (the alt text).' }),
  /** The one caption the picture carries wherever it is captioned. */
  caption: text.optional().meta({ title: 'Caption', multiline: true }),
  /** Set when the picture shows one of our jobs: every page then names the same project. */
  project: imageProject.optional(),
});
export const imageEntry = imageFields.refine(captionedJob, captionNeeded);

/**
 * One picture as the owner keeps it in content/pictures.json: its name (the key pages show it by),
 * its file, its words; never its size, which the build reads from the file (src/content/images/pictureFiles.ts).
 */
export const pictureItem = z
  .strictObject({
    name: slug.meta({ title: 'Name', description: 'Where the pages show it: keep it as it is.' }),
    ...imageFields.omit({ width: true, height: true }).shape,
  })
  .refine(captionedJob, captionNeeded);
export type PictureItem = z.infer<typeof pictureItem>;

/** content/pictures.json: the site's pictures other than the gallery projects' (content/gallery/), one name each. */
export const picturesFile = z.strictObject({
  pictures: z
    .array(pictureItem)
    .refine((list) => distinct(list, (picture) => picture.name), 'two pictures share a name')
    .meta({ title: 'Pictures', singular: 'picture', summary: '{{fields.name}}' }),
});
export type PicturesFile = z.infer<typeof picturesFile>;
export type ImageEntry = z.infer<typeof imageEntry>;

/** A catalogue entry as pages use it: the entry plus its key and public URL. */
const catalogueFields = imageFields.extend({
  key: slug,
  /** Public URL: the illustration ("/images/gallery-fire-pit.svg") or a photo's JPEG fallback variant. */
  src: z.string().regex(/^\/images\/\S+$/),
});
export const catalogueImage = catalogueFields.refine(captionedJob, captionNeeded);
export type CatalogueImage = z.infer<typeof catalogueImage>;

/** A picture: an entry of the image catalogue, imported by key. */
export const illustration = catalogueImage;
export type Illustration = CatalogueImage;

/** A project picture: caption and project are always there. */
export const projectImage = catalogueFields.extend({ caption: text, project: imageProject });
export type ProjectImage = z.infer<typeof projectImage>;

/** What opens a section: eyebrow, title (the h2) and intro. */
export const sectionHeading = z.strictObject({ eyebrow: text.optional(), title: text, intro: text.optional() });

/** A section's content: its heading, plus what the section shows (`section({ items: z.array(feature) })`). */
export const section = <Body extends z.ZodRawShape>(body: Body) => sectionHeading.extend(body);

/**
 * For `.refine`: whether no two items of a list share `key` (an id, a slug, a category), where the
 * page finds an item by it or uses it as an anchor or React key.
 */
export const distinct = <Item>(items: readonly Item[], key: (item: Item) => unknown = (item) => item): boolean =>
  new Set(items.map(key)).size === items.length;

/**
 * A function a content module exports beside its data (a label lookup, a sentence built from a name).
 * Only its presence is checked; its results are checked by the tests of the pages that show them.
 */
export const contentFunction = z.custom<(...args: never[]) => unknown>(
  (value) => typeof value === 'function',
  'a function',
);

export const hero = z.strictObject({
  /** The heading's first part. */
  title: text,
  /** The heading's emphasized part, shown after the title in the accent color. */
  highlightedText: text.optional(),
  subtitle: text,
  primaryCTA: callToAction,
  secondaryCTA: callToAction.optional(),
  backgroundImage: illustration,
  /** Short trust points under the buttons ("Free quotes within 24 hours"). */
  highlights: z.array(text).optional(),
});
export type HeroContent = z.infer<typeof hero>;

export const serviceCard = z.strictObject({
  title: text,
  description: text,
  icon: iconName,
  /** Where "Learn more" goes. */
  link: sitePath,
  /** The featured card: drawn in the brand color. */
  isPrimary: z.boolean().optional(),
  image: illustration.optional(),
});
export type ServiceCardContent = z.infer<typeof serviceCard>;

/** A card whose link's visible text says where it goes ("See our outdoor kitchens"), unlike "Learn more". */
export const offerCard = z.strictObject({
  title: text,
  description: text,
  icon: iconName.optional(),
  image: illustration.optional(),
  link: linkAction.optional(),
});
export type OfferCard = z.infer<typeof offerCard>;

/** A link shown as a card: its text, where it goes, a line about it. */
export const linkCard = z.strictObject({ text, link: sitePath, description: text, icon: iconName.optional() });
export type LinkCard = z.infer<typeof linkCard>;

/**
 * A customer's review, as the customer gave it: their words and the name they agreed to be shown
 * under are required; who they are, where, and the stars are shown only when entered (no stars are
 * drawn for a review given without a rating).
 */
export const testimonial = z.strictObject({
  quote: text.meta({ title: 'Review', description: 'What the customer said, in their own words.', multiline: true }),
  author: text.meta({ title: 'Name', description: 'As the customer agreed to be named, e.g. "Karen W."' }),
  /**
   * E.g. "Homeowner" or "Property Manager". Left empty in the editor, it is written as "" (the editor
   * writes an empty text field so), which shows nothing, as none does.
   */
  role: z
    .string()
    .trim()
    .nullish()
    .meta({ title: 'Who they are', description: 'If the customer agreed: e.g. Homeowner, Property Manager, HOA Board President.' }),
  /** Company or neighborhood, e.g. "Lake Highlands". Empty ("") like `role`: nothing shown. */
  company: z
    .string()
    .trim()
    .nullish()
    .meta({ title: 'Company or neighborhood', description: 'If the customer agreed: e.g. Lake Highlands, Dallas.' }),
  /** 1 to 5, shown as stars; none shown without it. */
  rating: z
    .number('Enter the stars as a whole number from 1 to 5')
    .int('Enter the stars as a whole number from 1 to 5')
    .min(1, 'Enter the stars as a whole number from 1 to 5')
    .max(5, 'Enter the stars as a whole number from 1 to 5')
    // Left empty in the editor, it is written as null.
    .nullish()
    .meta({ title: 'Stars', description: 'The stars the customer gave, from 1 to 5. Left empty, no stars are shown.' }),
});
export type Testimonial = z.infer<typeof testimonial>;

export const caseStudyCard = z.strictObject({
  title: text,
  description: text,
  imageBefore: illustration,
  imageAfter: illustration,
  /** The outcome, in one or two sentences. */
  result: text,
  link: sitePath,
});
export type CaseStudyCardContent = z.infer<typeof caseStudyCard>;

export const ctaBanner = z.strictObject({
  title: text,
  description: text,
  /** The main button. */
  action: callToAction,
  guaranteeText: text.optional(),
  benefits: z.array(text).optional(),
  backgroundImage: illustration.optional(),
});
export type ClosingCtaContent = z.infer<typeof ctaBanner>;

/** The closing call to action that offers the quote dialog, a call and a text. */
export const contactActions = z.strictObject({
  title: text,
  description: text,
  benefits: z.array(text).optional(),
  /** Text of the quote dialog button; "Get a Free Quote" when absent. */
  quoteText: text.optional(),
});
export type ContactActionsContent = z.infer<typeof contactActions>;

export const pricingTier = z.strictObject({
  id: slug,
  title: text,
  /** As shown, e.g. "From $25". */
  priceText: text,
  /** Unit under the price, e.g. "per linear foot". */
  priceUnit: text,
  description: text,
  features: z.array(text).min(1),
  recommended: z.boolean().optional(),
});
export type PricingTier = z.infer<typeof pricingTier>;

export const galleryItem = z.strictObject({
  id: slug,
  title: text,
  description: text,
  image: illustration,
  category: galleryCategory,
  /** Residential or commercial work (the residential portfolio shows only residential). */
  segment,
  /** City or neighborhood. */
  location: text,
});
export type GalleryItem = z.infer<typeof galleryItem>;

/**
 * A carousel slide: a picture, captioned with the catalogue's caption, and its city when it shows one
 * of the owner's jobs (an illustration claims no job: docs/decisions.md 21).
 */
export const carouselItem = z.strictObject({ image: catalogueImage });
export type CarouselItem = z.infer<typeof carouselItem>;

export const faqItem = z.strictObject({ question: text, answer: text });
export type FaqItem = z.infer<typeof faqItem>;

export const processStep = z.strictObject({ title: text, description: text });
export type ProcessStep = z.infer<typeof processStep>;

/** A benefit, feature or warning sign: icon, title, text. */
export const feature = z.strictObject({ title: text, description: text, icon: iconName });
export type Feature = z.infer<typeof feature>;

/**
 * A figure shown as written, not counted up ("15%", "500 sq ft", "9"), and what it means or counts:
 * the claims quoted from the business's terms, the counts that sum up a portfolio.
 */
export const figureStat = z.strictObject({ figure: text, label: text });
export type FigureStat = z.infer<typeof figureStat>;

/** A counter: the whole number it reaches, and "+" or "%" after it (a counter shows every step with it). */
export const stat = z.strictObject({
  value: z.number().int().nonnegative(),
  suffix: z.enum(['+', '%']).optional(),
  label: text,
});
export type Stat = z.infer<typeof stat>;

/** A boxed note with an icon, a title, a line of text and an optional button. */
export const callout = z.strictObject({ icon: iconName, title: text, text, action: callToAction.optional() });
export type CalloutContent = z.infer<typeof callout>;

/** One yard before and after the work: drawn to show what a redesign changes, or the owner's photos. */
export const beforeAfter = z.strictObject({
  before: illustration,
  after: illustration,
  /** Names the pair for the toggle's group label, e.g. "Redesigned backyard". */
  label: text,
});
export type BeforeAfterContent = z.infer<typeof beforeAfter>;

/** A before-and-after pair with the story of what changed. */
export const transformation = z.strictObject({
  pair: beforeAfter,
  /** What the pair shows, an h3 under the section's h2. */
  title: text,
  text,
  /** What the work changes, one line each. */
  changes: z.array(text).min(1),
});
export type TransformationContent = z.infer<typeof transformation>;

/**
 * One design told at length: its picture, what it does and its parts. On the design and outdoor living
 * pages it is a design idea drawn as an illustration, so it names no owner and no place: only the
 * owner's own job may carry a place (docs/decisions.md 21).
 */
export const showcase = z.strictObject({
  /** The design's name, e.g. "A Courtyard Designed Around One Fountain". */
  title: text,
  /** City or neighborhood, for one of the owner's own jobs only; shown only when set. */
  location: text.optional(),
  /** What the design is for and how it does it, a paragraph each. */
  story: z.array(text).min(1),
  image: illustration,
  /** Its parts: scope, materials, plants. */
  details: z.array(z.strictObject({ label: text, value: text })).min(1),
  link: callToAction.optional(),
});
export type ShowcaseContent = z.infer<typeof showcase>;

/** The quote form shown inside a page, and what phones see in its place. */
export const inlineIntake = z.strictObject({
  form: z.strictObject({ title: text, intro: text }),
  mobile: z.strictObject({ title: text, text, buttonText: text }),
});
export type InlineIntakeContent = z.infer<typeof inlineIntake>;

/** The schema.org Service a service page describes (its JSON-LD). */
export const serviceDescription = z.strictObject({
  name: text,
  description: text,
  /** The cities served, when the service names them. */
  areas: z.array(text).min(1).readonly().optional(),
});
export type ServiceDescription = z.infer<typeof serviceDescription>;

// Sections that several pages build from the same component: each is a section heading (eyebrow,
// title, intro) plus what its component shows.

/** The services grid (ServicesSection): cards linking to the service's own pages; at most one is featured. */
export const servicesSection = section({
  cards: z
    .array(serviceCard)
    .min(2)
    .refine((cards) => cards.filter((card) => card.isPrimary).length <= 1, 'at most one featured card'),
});

/** Benefits, features or warning signs (FeatureGrid): three to a row on large screens, so at least three. */
export const featureSection = section({ items: z.array(feature).min(3) });

/** The numbered process (ProcessSection): four steps fill one row, other counts sit three to a row. */
export const processSection = section({ steps: z.array(processStep).min(3) });

/** A process whose copy says how many steps it has ("Four steps, no surprises"): exactly that many. */
export const countedProcessSection = (count: number) => section({ steps: z.array(processStep).length(count) });

/** The claims band (ClaimStats): laid out for three figures in a row, or four. */
export const claimsSection = section({ items: z.array(figureStat).min(3).max(4) });

/** A picture beside a short list of points (ImageFeatureSplit): why it happens, how we solve it. */
export const featureSplitSection = section({ image: illustration, points: z.array(feature).min(2) });

/** Offer cards (OfferCards): things without a service page of their own, or pages elsewhere on the site. */
export const offerCardsSection = section({ cards: z.array(offerCard).min(2) });

/** The cities and neighborhoods a page serves (a list of business.ts), shown as pills (AreasServed). */
export const areaList = z.array(text).min(1).readonly();

/** A section of the areas a page serves. */
export const areasSection = section({ list: areaList });

/**
 * A service page's content: the eyebrow and hero it opens with, its own sections, the closing call
 * to action, and the schema.org Service it describes.
 */
export const servicePage = <Sections extends z.ZodRawShape>(sections: Sections) =>
  z.strictObject({ heroEyebrow: text, hero, cta: ctaBanner, serviceSchema: serviceDescription }).extend(sections);

/**
 * An item's position in its list (a gallery project, a case study): a whole number from 1, shown first
 * at 1; left empty in the editor (written as null), the item follows the numbered ones.
 */
export const listPosition = (title: string, description: string) =>
  z
    .number({ error: 'Enter the position as a whole number, like 3' })
    .int('Enter the position as a whole number, like 3')
    .min(1, 'Enter the position as a whole number from 1, like 3')
    .nullish()
    .meta({ title, description });
