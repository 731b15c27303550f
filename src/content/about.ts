/**
 * Copy of the About page (/about): hero, the company's story since it was founded in Garland, the
 * stat cards, vision and mission, three core values, where we work and a quote call to action with
 * the phone number. Years, projects and team size come from business.ts (the About page's reading).
 */
import type { AboutContent } from './schemas/about';
import {
  business,
  contactServiceAreas,
  fenceWarranty,
  fenceWarrantyText,
  responsePromise,
  stats,
  terms,
} from './business';
import { statFromReading } from './statReading';
import aboutStory from './images/about-story';
import heroAbout from './images/hero-about';

export const heroEyebrow = 'About Blackland Fence & Landscape';

export const hero = {
  title: 'Rooted in North Texas',
  highlightedText: `Since ${business.foundingYear}`,
  subtitle:
    'We are a Garland fence and landscape company that grew one good job at a time: straight fences, healthy yards and homeowners who call us back for the next project.',
  primaryCTA: { text: 'Get a Free Quote', quoteDialog: true },
  secondaryCTA: { text: 'See Our Work', link: '/gallery' },
  backgroundImage: heroAbout,
} satisfies AboutContent['hero'];

export const story = {
  eyebrow: 'Our story',
  title: 'From One Truck in Garland to Crews Across DFW',
  image: aboutStory,
  paragraphs: [
    `${business.name} started in ${business.foundingYear} in Garland with one truck, a post-hole digger and a simple idea: build every fence as if it were going up in our own backyard. Word traveled from street to street, and the calls started coming from Richardson, Plano and Rowlett.`,
    'As the work grew, so did what we could offer. Homeowners who trusted us with their fence asked for help with the beds along it, then the sprinklers, then the patio. We added landscaping, design, irrigation, artificial turf, outdoor living and foundation repair, each led by people who had done that work for years.',
    `Today our team of ${stats.team} works from the same Garland base, serving homeowners, commercial property owners, property managers and HOA boards across Dallas-Fort Worth. We still ${responsePromise.reply} to every quote request, and we still walk every finished job with the owner before we call it done.`,
  ],
} satisfies AboutContent['story'];

/** The stat cards: the About page's own reading of years, projects and team size. */
export const statCards = {
  eyebrow: 'By the numbers',
  // What the section shows, no more: proof that can be checked (licence, insurance, reviews) is the
  // credentials section's, which appears only when the operator has set one.
  title: 'Our Record So Far',
  intro:
    'How long we have been at it, how many customers we have worked for and how many of us there are. The jobs themselves are written up with the city each was built in.',
  workLinks: [
    { text: 'Read our case studies', link: '/case-studies' },
    { text: 'Browse the project gallery', link: '/gallery' },
  ],
  items: [
    { stat: statFromReading(stats.yearsInBusiness, 'Years in business'), icon: 'calendar' },
    { stat: statFromReading(stats.customers, 'Customers served'), icon: 'award' },
    { stat: statFromReading(stats.team, 'Team members'), icon: 'users' },
  ],
} satisfies AboutContent['statCards'];

export const visionMission = {
  eyebrow: 'What drives us',
  title: 'Our Vision and Mission',
  cards: [
    {
      icon: 'eye',
      title: 'Our Vision',
      description:
        'A North Texas where every home, business and neighborhood has outdoor space that is beautiful, useful and built to last: fences that stand straight for decades and landscapes that thrive in our heat instead of fighting it.',
    },
    {
      icon: 'handshake',
      title: 'Our Mission',
      description:
        'To design and build fences, landscapes and outdoor living spaces with honest pricing, clear communication and craftsmanship we put our name on, so that every client would hire us again and recommend us to a neighbor.',
    },
  ],
} satisfies AboutContent['visionMission'];

export const values = {
  eyebrow: 'Our core values',
  title: 'Three Values Behind Every Job',
  intro: 'They guide which materials we buy, how we treat your property and how we treat each other.',
  items: [
    {
      icon: 'recycle',
      title: 'Sustainability',
      description:
        'Native and adapted plants, drip irrigation and smart controllers that respect drought rules, and old fence material hauled off for recycling wherever we can.',
    },
    {
      icon: 'users',
      title: 'Collaboration',
      description:
        'We plan with you, your HOA and your neighbors, share drawings before we dig, and keep you updated from the first visit to the final walk-through.',
    },
    {
      icon: 'award',
      title: 'Quality',
      description: `Steel posts set in concrete, proper soil preparation, and ${terms.materialWarrantyYears} year material warranties with ${fenceWarrantyText.summary} on the fences we build.`,
    },
  ],
} satisfies AboutContent['values'];

export const areas = {
  eyebrow: 'Where we work',
  title: 'Serving Dallas-Fort Worth From Garland',
  intro: 'Homes, offices and HOA communities across the Metroplex, including:',
  list: contactServiceAreas,
} satisfies AboutContent['areas'];

export const cta = {
  title: 'Let’s Talk About Your Project',
  description: `Call us at ${business.phone.display} or request a quote online. We ${responsePromise.reply} to every request, and the estimate is always free.`,
  action: { text: 'Request a Free Quote', quoteDialog: true },
  guaranteeText: `A local team since ${business.foundingYear}: free written quotes, a ${responsePromise.reply}, and a ${fenceWarranty.lifetimeName} on every fence we build.`,
  benefits: [
    'Free on-site consultation',
    'Clear, itemized pricing',
    'HOA and permit help',
    'Homes, businesses and HOAs',
  ],
  backgroundImage: heroAbout,
} satisfies AboutContent['cta'];
