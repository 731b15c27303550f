/**
 * Copy of the fence services page (/services/fences): hero, the four fence services (their pages
 * are the sub-routes), the counters, materials, what to expect (the fence terms and claims of business.ts),
 * three case studies, three reviews, the pricing pointer and the closing call to action.
 */
import type { FencesContent } from './schemas/fences';
import {
  business,
  contactServiceAreas,
  fenceWarranty,
  fenceWarrantyText,
  responsePromise,
  stats,
  terms,
  workmanshipYearsRange,
} from './business';
import { startingPrice } from './pricing';
import { statFromReading } from './statReading';
import heroFences from './images/hero-fences';

export const heroEyebrow = 'Fence contractor for Dallas-Fort Worth';

export const hero = {
  title: 'Fences Built to Stand Up to',
  highlightedText: 'Texas Weather',
  subtitle:
    'Cedar privacy, ornamental iron, composite and ranch fences on steel posts set in concrete, so they stay straight through clay soil that swells and shrinks, spring storms and summer heat.',
  primaryCTA: { text: 'Get a Free Quote', quoteDialog: true },
  secondaryCTA: { text: 'See Fence Pricing', link: '/services/fences/sales' },
  backgroundImage: heroFences,
  highlights: [
    `Most fences installed in ${terms.installationDays} days`,
    `${terms.materialWarrantyYears} year material warranties`,
    fenceWarrantyText.lifetime,
    `A ${responsePromise.reply}`,
  ],
} satisfies FencesContent['hero'];

export const services = {
  eyebrow: 'Fence services',
  title: 'Everything Your Fence Needs',
  intro: 'New fences, repairs that last, gates that swing true, and stain that keeps cedar looking new.',
  cards: [
    {
      title: 'Fence Installation',
      description: `New cedar, iron, composite and ranch fences, old fence removed and hauled off, typically built in ${terms.installationDays} days.`,
      icon: 'fence',
      link: '/services/fences/installation',
      isPrimary: true,
    },
    {
      title: 'Fence Repair',
      description:
        'Leaning sections, rotted posts and storm damage fixed with steel posts in concrete and matched pickets.',
      icon: 'repair',
      link: '/services/fences/repair',
    },
    {
      title: 'Gates',
      description:
        'Walk gates, double drive gates and ornamental iron gates on steel frames that do not sag, with self-closing latches.',
      icon: 'gate',
      link: '/services/fences/gates',
    },
    {
      title: 'Staining & Sealing',
      description: `Cleaning, staining and sealing that protects cedar from sun and rain. Plan to restain every ${terms.cedarRestainYears} years.`,
      icon: 'stain',
      link: '/services/fences/staining',
    },
  ],
} satisfies FencesContent['services'];

export const counters = {
  eyebrow: 'Our fence record',
  title: 'Fences That Neighborhoods Trust',
  stats: [
    statFromReading(stats.propertiesFenced, 'Properties fenced'),
    statFromReading(stats.yearsInBusiness, 'Years of experience'),
    statFromReading(stats.satisfaction, 'Customer satisfaction'),
    statFromReading(stats.team, 'Team members'),
  ],
} satisfies FencesContent['counters'];

export const materials = {
  eyebrow: 'Materials',
  title: 'The Right Fence for Your Property',
  intro: 'We help you choose by what matters to you: privacy, security, looks, upkeep and your HOA’s rules.',
  items: [
    {
      icon: 'fence',
      title: 'Cedar privacy fences',
      description:
        'Western red cedar resists rot and warping far better than pine in our humidity. Side-by-side or board-on-board, with a top cap if you like.',
    },
    {
      icon: 'shield',
      title: 'Ornamental iron',
      description:
        'Powder-coated steel and wrought iron for front yards, pools and business frontages: secure, open and low-maintenance.',
    },
    {
      icon: 'recycle',
      title: 'Composite',
      description:
        'Wood look with no staining, splitting or termites. A strong choice for homeowners who never want to paint or seal again.',
    },
    {
      icon: 'tree',
      title: 'Ranch & split rail',
      description:
        'Classic two- and three-rail fences for acreage, pastures and long frontages, in painted wood or low-upkeep vinyl.',
    },
    {
      icon: 'building',
      title: 'Commercial & HOA',
      description:
        'Screening walls, perimeter fencing and entrance features for offices, apartments and HOA common areas, built to spec.',
    },
    {
      icon: 'foundation',
      title: 'Steel posts in concrete',
      description:
        'Whatever the material, posts go deep and are set in concrete so shifting clay and high winds do not push your fence out of line.',
    },
  ],
} satisfies FencesContent['materials'];

export const expectations = {
  eyebrow: 'What to expect',
  title: 'A Fence Is an Investment. Here Is the Math.',
  intro: 'The figures we quote to every customer, before a single post goes in.',
  items: [
    { figure: `${terms.installationDays} days`, label: 'Typical installation time for a new fence' },
    { figure: `${terms.cedarRestainYears} years`, label: 'How often cedar should be restained to stay protected' },
    { figure: terms.materialWarrantyYears, label: `Years of material warranty, plus ${fenceWarrantyText.summary}` },
    { figure: terms.claims.unsightlyFenceValueLoss, label: 'Property value an unsightly, failing fence can cost you' },
  ],
} satisfies FencesContent['expectations'];

export const caseStudiesSection = {
  eyebrow: 'Before & after',
  title: 'Recent Fence Transformations',
  intro: 'Three projects where a tired, failing fence became the best-looking part of the property.',
  allLink: { text: 'Read all case studies', link: '/case-studies' },
} satisfies FencesContent['caseStudiesSection'];

export const reviews = {
  eyebrow: 'Reviews',
  title: 'What Fence Customers Say',
} satisfies FencesContent['reviews'];

export const fencePricing = {
  icon: 'dollar',
  title: 'Know the Price Before We Visit',
  text: `Compare our fence packages online: residential fences from $${startingPrice('residential')} and commercial from $${startingPrice('commercial')} per linear foot, installed, with the warranty spelled out for each.`,
  action: { text: 'See fence pricing', link: '/services/fences/sales' },
} satisfies FencesContent['fencePricing'];

export const cta = {
  title: 'Get a Fence You Will Not Have to Think About',
  description: `Tell us the length, the material you have in mind and any HOA rules. We will measure for free. ${responsePromise.sentence}`,
  action: { text: 'Get My Free Fence Quote', quoteDialog: true },
  guaranteeText: `${terms.materialWarrantyYears} year material warranties and our ${fenceWarranty.lifetimeName} on every fence we build, plus a ${workmanshipYearsRange} year workmanship warranty set by your package.`,
  benefits: [
    'Free measurement and quote',
    `Installed in ${terms.installationDays} days, typically`,
    'Old fence removed and hauled off',
    `Building DFW fences since ${business.foundingYear}`,
  ],
  backgroundImage: heroFences,
} satisfies FencesContent['cta'];

export const serviceSchema = {
  name: 'Fence installation, repair, gates and staining',
  description: `Cedar, ornamental iron, composite and ranch fence installation, fence repair, gates and staining for Dallas-Fort Worth homes, businesses and HOAs. Typically installed in ${terms.installationDays} days, with ${terms.materialWarrantyYears} year material warranties, ${fenceWarrantyText.summary}.`,
  areas: contactServiceAreas,
} satisfies FencesContent['serviceSchema'];
