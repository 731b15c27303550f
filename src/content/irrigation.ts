/**
 * Copy of the irrigation page (/services/irrigation). The warranty, the water-saving claim, the
 * response time and the irrigator license come from business.ts.
 */
import type { IrrigationContent } from './schemas/irrigation';
import { business, contactServiceAreas, irrigatorLicenseText, responsePromise, terms } from './business';
import { workLink } from './galleryItems';
import heroIrrigation from './images/hero-irrigation';
import irrigationController from './images/irrigation-controller';

/** "Licensed irrigator LI 12345", or null while the license number is not set. */
export const licenseLine = irrigatorLicenseText ? `Licensed irrigator ${irrigatorLicenseText}` : null;

export const hero = {
  title: 'Sprinkler Systems Built for',
  highlightedText: 'North Texas Summers',
  subtitle:
    'Sprinkler installation, smart controllers and maintenance that keep your lawn and beds healthy through 100°F Augusts, while staying inside your city’s watering days and drought rules.',
  primaryCTA: { text: 'Get a Free Quote', link: '/contact' },
  // The gallery has no irrigation project yet: the link names the related work it does show.
  secondaryCTA: workLink('irrigation', 'landscaping'),
  backgroundImage: heroIrrigation,
  highlights: [
    `Up to ${terms.claims.waterReduction} less water with smart controls`,
    `${terms.irrigationWarranty} warranty on installation work`,
    'Rain and freeze sensors installed',
    ...(licenseLine ? [licenseLine] : []),
  ],
} satisfies IrrigationContent['hero'];

export const heroEyebrow = 'Irrigation in Dallas-Fort Worth';

export const services = {
  eyebrow: 'Irrigation services',
  title: 'Watering Done Right, Zone by Zone',
  intro: 'New systems, smarter control of the one you have, and the seasonal care that keeps it running.',
  cards: [
    {
      title: 'Sprinkler Installation',
      description:
        'New systems designed zone by zone for your lawn, beds and trees: rotors, sprays and drip, sized to your water pressure.',
      icon: 'sprinkler',
      link: '/services/irrigation/sprinklers',
      isPrimary: true,
    },
    {
      title: 'Smart Controllers',
      description:
        'Weather-based Wi-Fi controllers that skip a cycle after rain and adjust for heat, programmed to your watering days.',
      icon: 'smartphone',
      link: '/services/irrigation/smart-controllers',
    },
    {
      title: 'Maintenance & Repair',
      description:
        'Broken heads, leaking valves, dead zones and spring start-ups and winterizing, from a crew that knows your system.',
      icon: 'wrench',
      link: '/services/irrigation/maintenance',
    },
  ],
} satisfies IrrigationContent['services'];

export const watering = {
  eyebrow: 'Watering in DFW',
  title: 'A System That Follows the Rules and Saves Water',
  intro: `Dallas-area cities limit when you may water, and tighten the limits when lakes drop. We design and program every system around those rules, and a well-zoned smart system can cut outdoor water use by up to ${terms.claims.waterReduction}.`,
  image: irrigationController,
  points: [
    {
      icon: 'calendar',
      title: 'Programmed to your watering schedule',
      description:
        'Your assigned days, early-morning start times and no daytime cycles in summer, so the water soaks in instead of evaporating.',
    },
    {
      icon: 'alert',
      title: 'Ready for drought stages',
      description:
        'When your water provider moves to Stage 1, 2 or 3 restrictions, we reset the controller to match, often remotely.',
    },
    {
      icon: 'thermometer',
      title: 'Rain and freeze sensors',
      description:
        'Texas requires a rain or moisture shut-off on new systems; we add freeze sensors too, so no one waters an icy street.',
    },
    {
      icon: 'shield',
      title: 'Backflow prevention and testing',
      description:
        'Backflow devices installed and tested to protect your drinking water, with the paperwork your city asks for.',
    },
  ],
} satisfies IrrigationContent['watering'];

export const process = {
  eyebrow: 'Our process',
  title: 'How We Install Your System',
  intro: 'Four steps from the first walk around your yard to a controller that runs itself.',
  steps: [
    {
      title: 'Site Assessment',
      description:
        'We measure the yard, test water pressure and flow, note sun, shade and slope, and mark utilities before any digging.',
    },
    {
      title: 'Custom Design',
      description:
        'Zones are laid out by plant type and exposure, with heads spaced for full coverage and drip for beds and foundations.',
    },
    {
      title: 'Professional Installation',
      description:
        'Trenches are pulled cleanly through the lawn, lines and valves set, backflow installed, and the turf put back neatly.',
    },
    {
      title: 'System Programming',
      description:
        'We program the controller to your watering days, set the rain and freeze sensors, and show you how to run it from your phone.',
    },
  ],
} satisfies IrrigationContent['process'];

export const benefits = {
  eyebrow: 'Why upgrade',
  title: 'What a Well-Designed System Gives You',
  items: [
    {
      icon: 'dollar',
      title: 'Lower water bills',
      description: `Matched heads, drip zones and weather-based control use up to ${terms.claims.waterReduction} less water than guesswork.`,
    },
    {
      icon: 'grass',
      title: 'A healthier lawn',
      description: 'Deep, even watering grows deep roots that carry St. Augustine and Bermuda through July and August.',
    },
    {
      icon: 'clock',
      title: 'Hands-free watering',
      description:
        'No hoses, no timers to remember. The system runs before sunrise and adjusts itself when the weather changes.',
    },
    {
      icon: 'check',
      title: 'Within city rules',
      description: 'Schedules set to your allowed days and drought stage, so there are no violation notices or fines.',
    },
    {
      icon: 'foundation',
      title: 'Steadier soil around your slab',
      description: 'Even moisture keeps expansive clay from shrinking away from the foundation in a dry spell.',
    },
    {
      icon: 'home',
      title: 'Curb appeal that lasts',
      description:
        'Green grass and thriving beds all season make a house look cared for, to neighbors and buyers alike.',
    },
  ],
} satisfies IrrigationContent['benefits'];

export const cta = {
  title: 'Get a Sprinkler System That Works as Hard as You Do',
  description: `Tell us about your yard. We will assess it for free and design the zones. ${responsePromise.sentence}`,
  action: { text: 'Get My Free Quote', quoteDialog: true },
  guaranteeText: `Every new system is backed by our ${terms.irrigationWarranty} warranty on installation work.${licenseLine ? ` ${licenseLine}.` : ''}`,
  benefits: [
    'Free site assessment',
    'Programmed to DFW watering rules',
    'Rain and freeze sensors',
    `Serving North Texas since ${business.foundingYear}`,
  ],
  backgroundImage: heroIrrigation,
} satisfies IrrigationContent['cta'];

export const serviceSchema = {
  name: 'Irrigation and sprinkler systems',
  description: `Sprinkler system design and installation, smart controllers, and irrigation maintenance and repair for Dallas-Fort Worth homes and businesses, with a ${terms.irrigationWarranty} warranty on installation work.`,
  areas: contactServiceAreas,
} satisfies IrrigationContent['serviceSchema'];
