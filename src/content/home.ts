/**
 * Copy of the home page (/): hero, the three main services, the counters, why choose us, how a
 * project runs, the heading over the owner's reviews, the fence pricing pointer and the closing call to action. Every figure
 * (years, projects, response time, warranties, prices) comes from business.ts or pricing.ts.
 */
import type { HomeContent } from './schemas/home';
import { business, fenceWarranty, fenceWarrantyText, responsePromise, stats, terms } from './business';
import { form as contactForm } from './contact';
import { startingPrice } from './pricing';
import { statFromReading } from './statReading';
import heroHome from './images/hero-home';

export const heroEyebrow = `Dallas-Fort Worth fence & landscape contractor since ${business.foundingYear}`;

export const hero = {
  title: 'Fences, Landscapes & Outdoor Living',
  highlightedText: 'Built for North Texas',
  subtitle:
    'From cedar privacy fences to drought-smart landscapes and backyard patios, our Garland crews design and build outdoor spaces that hold up to Blackland Prairie clay, spring hail and 100°F summers.',
  // Straight to the message form (two screens down on a phone), focus on its first field.
  primaryCTA: { text: 'Get a Free Quote', link: `/contact#${contactForm.anchor}` },
  secondaryCTA: { text: 'View Our Work', link: '/gallery' },
  backgroundImage: heroHome,
  highlights: [
    `Free quotes, and a ${responsePromise.reply}`,
    `Serving DFW since ${business.foundingYear}`,
    `Most fences installed in ${terms.installationDays} days`,
    `${fenceWarrantyText.lifetime} on fences`,
  ],
} satisfies HomeContent['hero'];

export const services = {
  eyebrow: 'What we build',
  title: 'One Crew for Your Whole Yard',
  intro:
    'Homeowners, businesses and HOAs call us for the fence, stay for the landscaping, and come back for the patio.',
  cards: [
    {
      title: 'Fences & Gates',
      description:
        'Cedar privacy, ornamental iron, composite and ranch fences on steel posts set in concrete, plus gates, repairs and staining.',
      icon: 'fence',
      link: '/services/fences',
      isPrimary: true,
    },
    {
      title: 'Landscaping',
      description:
        'Beds, sod, trees, stone borders and seasonal clean-ups, planted for clay soil and our watering rules so they thrive past the first summer.',
      icon: 'leaf',
      link: '/services/landscaping',
    },
    {
      title: 'Outdoor Living',
      description:
        'Patios, pergolas, fire pits and outdoor kitchens that turn a hot, bare backyard into the room your family actually uses.',
      icon: 'pergola',
      link: '/services/outdoor-living',
    },
  ],
  /** The other services, as plain links under the cards. */
  moreTitle: 'Also from our crews',
  more: [
    { text: 'Landscape design', link: '/services/design' },
    { text: 'Irrigation', link: '/services/irrigation' },
    { text: 'Artificial turf', link: '/services/artificial-turf' },
    { text: 'Foundation repair', link: '/services/foundation-repair' },
    { text: 'Outdoor kitchens', link: '/custom-outdoor-kitchen-design-dallas' },
  ],
} satisfies HomeContent['services'];

/** The pointer to the fence sales page, under the service cards. */
export const fencePricing = {
  icon: 'dollar',
  title: 'Planning a New Fence?',
  text: `See our fence packages before anyone visits: residential fences start from $${startingPrice('residential')} and commercial from $${startingPrice('commercial')} per linear foot, installed.`,
  action: { text: 'See fence pricing', link: '/services/fences/sales' },
} satisfies HomeContent['fencePricing'];

export const counters = {
  eyebrow: 'Local and proven',
  title: 'Trusted Across Dallas-Fort Worth',
  intro: `Since ${business.foundingYear} we have built fences, gardens and patios for neighbors from Fort Worth to McKinney.`,
  stats: [statFromReading(stats.customers, 'Customers served'), statFromReading(stats.yearsInBusiness, 'Years in DFW')],
} satisfies HomeContent['counters'];

export const whyUs = {
  eyebrow: 'Why choose us',
  title: 'What You Can Count On',
  intro: 'The things homeowners tell us they could not get from the last contractor.',
  items: [
    {
      icon: 'clock',
      title: `A ${responsePromise.reply}`,
      description: `Call, text or send the form and we ${responsePromise.reply} to set up a visit. Your written quote follows once we have seen the job.`,
    },
    {
      icon: 'calendar',
      title: `Fences up in ${terms.installationDays} days`,
      description: `Most residential fences are installed in ${terms.installationDays} days, so your dogs and kids are not behind a temporary barrier for weeks.`,
    },
    {
      icon: 'shield',
      title: 'Warranties in writing',
      description: `${terms.materialWarrantyYears} year material warranties on fences, plus ${fenceWarrantyText.summary}.`,
    },
    {
      icon: 'foundation',
      title: 'Built for clay soil',
      description:
        'Steel posts set deep in concrete and beds amended for expansive clay, so your fence stays straight and your plants keep growing.',
    },
    {
      icon: 'check',
      title: 'HOA and permit paperwork',
      description:
        'We prepare drawings and material specs for your HOA architectural committee and pull city permits where they are needed.',
    },
    {
      icon: 'map-pin',
      title: 'Local since day one',
      description: `A Garland company since ${business.foundingYear}. Our office, our crews and our phone number are right here in North Texas.`,
    },
  ],
} satisfies HomeContent['whyUs'];

export const process = {
  eyebrow: 'How it works',
  title: 'From First Call to Final Walk-Through',
  intro: 'Four simple steps, and you always know what happens next.',
  steps: [
    {
      title: 'Tell Us About Your Yard',
      description: `Call, text or fill in the quote form. Photos (text them to ${business.phone.display}) and rough measurements help, but they are not required.`,
    },
    {
      title: 'Free On-Site Visit',
      description:
        'We measure, check slopes, drainage and utility lines, and talk through materials, HOA rules and budget.',
    },
    {
      title: 'Clear Written Quote',
      description: `After the visit you get an itemized quote. Typically a ${terms.depositPercent}% deposit books your date, with the balance due on completion.`,
    },
    {
      title: 'Build & Walk-Through',
      description:
        'Our crew builds it, cleans up every day, and walks the finished job with you before we call it done.',
    },
  ],
} satisfies HomeContent['process'];

export const reviews = {
  eyebrow: 'Customer reviews',
  title: 'What Our Neighbors Say',
} satisfies HomeContent['reviews'];

export const cta = {
  title: 'Ready for a Yard You Love Coming Home To?',
  description: `Tell us what you have in mind: a new fence, a fresh landscape or a backyard you can use in August. We will ${responsePromise.reply} with next steps; your free, no-obligation quote follows once we have seen the job.`,
  action: { text: 'Get My Free Quote', quoteDialog: true },
  guaranteeText: `Our promise: every quote request gets a ${responsePromise.reply}, and every fence we build carries our ${fenceWarranty.lifetimeName}.`,
  benefits: [
    'Free, no-obligation quotes',
    'Written, itemized pricing',
    `Fences installed in ${terms.installationDays} days`,
    `Serving North Texas since ${business.foundingYear}`,
  ],
  backgroundImage: heroHome,
} satisfies HomeContent['cta'];
