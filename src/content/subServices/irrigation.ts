/**
 * Copy of the three irrigation sub-service pages: sprinkler installation, smart controllers and
 * maintenance. The installation warranty, the water-saving claim and the irrigator license (shown
 * only once business.ts has its number) come from business.ts.
 */
import { business, irrigatorLicenseText, responsePromise, telHref, terms } from '../business';
import type { SubServiceContent, WarrantyContent } from '../schemas/subService';
import type { LinkAction, QuoteAction } from '../schemas/shapes';
import galleryFrontBeds from '../images/gallery-front-beds';
import heroIrrigation from '../images/hero-irrigation';
import irrigationController from '../images/irrigation-controller';
import yardAfter from '../images/yard-after';

const heroImage = heroIrrigation;

const quoteCta: QuoteAction = { text: 'Get a Free Quote', quoteDialog: true };
const callCta: LinkAction = { text: `Call ${business.phone.display}`, link: telHref };

const licenseLine = irrigatorLicenseText ? `Texas licensed irrigator ${irrigatorLicenseText}` : null;

const installationWarranty = (title: string, text: string): WarrantyContent => ({
  title,
  text,
  points: [
    `A ${terms.irrigationWarranty} warranty on installation work`,
    'Written into your contract with the zone map of your system',
    ...(licenseLine ? [licenseLine] : ['Rain and freeze sensors set up and tested before we leave']),
  ],
});

export const pages: SubServiceContent[] = [
  {
    path: '/services/irrigation/sprinklers',
    eyebrow: 'Sprinkler installation in Dallas-Fort Worth',
    hero: {
      title: 'Sprinkler Systems Designed',
      highlightedText: 'Zone by Zone',
      subtitle:
        'New in-ground systems for lawns, beds and trees: rotors, sprays and drip laid out for full coverage, sized to your water pressure and programmed to your city’s watering days.',
      primaryCTA: quoteCta,
      secondaryCTA: callCta,
      backgroundImage: heroImage,
      highlights: [
        `${terms.irrigationWarranty} warranty on installation work`,
        'Rain and freeze sensors installed',
        'Backflow prevention included',
        `A ${responsePromise.reply}`,
      ],
    },
    included: {
      title: 'What a New System Includes',
      intro: 'A complete, code-compliant system, designed on paper before a trench is cut.',
      items: [
        'A water pressure and flow test at your meter or tap',
        'A zone design that separates lawn, beds, trees, sun and shade',
        'Rotors and pressure-regulated spray heads with matched precipitation rates',
        'Drip lines or bubblers for beds, trees and foundation planting',
        'Valves in boxes you can find, and a backflow prevention device',
        'A smart controller with rain and freeze sensors',
        'Trenches pulled cleanly and the turf put back, with a zone map for your records',
      ],
      image: yardAfter,
    },
    process: {
      title: 'How We Install Your System',
      intro: 'Most residential systems are installed in one to two days once the design is approved.',
      steps: [
        {
          title: 'Site Assessment',
          description:
            'We measure the yard, test water pressure and flow, note sun, shade and slope, and call in utility locates before any digging.',
        },
        {
          title: 'Custom Design',
          description: `Zones are laid out by plant type and exposure, with head-to-head coverage and drip for beds, and you get a written quote for the design.`,
        },
        {
          title: 'Professional Installation',
          description:
            'Lines are pulled or trenched, valves and backflow set, heads installed at grade, and the lawn put back neatly.',
        },
        {
          title: 'System Programming',
          description:
            'We program the controller to your watering days, test every zone with you and show you how to run it from your phone.',
        },
      ],
    },
    options: {
      title: 'Heads and Emitters We Use',
      intro:
        'The right head for each area is what makes a system water evenly instead of flooding one spot and starving another.',
      items: [
        {
          icon: 'sprinkler',
          title: 'Rotors',
          description:
            'Rotating streams for large lawns. They apply water slowly, which suits clay soil that cannot soak it up quickly.',
        },
        {
          icon: 'droplet',
          title: 'Spray heads',
          description:
            'Pressure-regulated sprays and high-efficiency rotary nozzles for small and narrow lawns, with less mist and runoff.',
        },
        {
          icon: 'leaf',
          title: 'Drip irrigation',
          description:
            'Water delivered at the roots of shrubs, perennials and trees, with almost nothing lost to evaporation or wind.',
        },
        {
          icon: 'tree',
          title: 'Tree bubblers',
          description: 'Deep, slow watering rings for new trees through their first summers.',
        },
        {
          icon: 'smartphone',
          title: 'Smart controllers',
          description: 'Weather-based Wi-Fi controllers that skip cycles after rain and adjust for heat.',
        },
        {
          icon: 'thermometer',
          title: 'Rain & freeze sensors',
          description: 'Shut the system off in rain and below freezing, so no one waters a storm or an icy sidewalk.',
        },
      ],
    },
    warranty: installationWarranty(
      'Your Installation Warranty',
      `Every new system is backed by our ${terms.irrigationWarranty} warranty on installation work: if a fitting we made leaks or a head we installed was set wrong, we come back and fix it. You also get a zone map so any technician can find your valves.`,
    ),
    faqs: [
      {
        question: 'How many zones does my yard need?',
        answer:
          'It depends on the yard’s size, your water pressure and flow, and how many different areas there are: sunny lawn, shady lawn, beds and trees each want their own zone. Most DFW homes need somewhere between five and ten. We size it after testing your pressure.',
      },
      {
        question: 'Will the installation tear up my lawn?',
        answer:
          'Lines are pulled through the soil with a vibratory plow where possible, or trenched narrowly with the sod set aside and replaced. Most lawns look normal again within a few weeks of watering.',
      },
      {
        question: 'Do I need a backflow preventer and a rain sensor?',
        answer:
          'Yes. Texas rules require backflow protection to keep irrigation water out of your drinking water, and a rain or moisture shut-off on new systems. Many cities require a backflow test when the system is installed; we handle it.',
      },
      {
        question: `What does the ${terms.irrigationWarranty} warranty cover?`,
        answer: `Our installation work for ${terms.irrigationWarranty.replace('-', ' ')} from completion: leaks at fittings we made, heads or valves we installed that do not work as they should, and adjustments to coverage. Damage from mowers, vehicles or freezes is not installation work.`,
      },
    ],
    related: [
      '/services/irrigation',
      '/services/irrigation/smart-controllers',
      '/services/irrigation/maintenance',
      '/services/landscaping/installation',
    ],
    cta: {
      title: 'Water Smarter, Not More',
      description: `Tell us about your yard. We will test your water pressure and design the zones. ${responsePromise.sentence}`,
      benefits: [
        'Designed zone by zone',
        'Rain and freeze sensors',
        `${terms.irrigationWarranty} installation warranty`,
        `Serving DFW since ${business.foundingYear}`,
      ],
    },
    service: {
      name: 'Sprinkler system installation',
      description: `Design and installation of in-ground sprinkler and drip systems across Dallas-Fort Worth, with a ${terms.irrigationWarranty} warranty on installation work.`,
    },
  },
  {
    path: '/services/irrigation/smart-controllers',
    eyebrow: 'Smart irrigation controllers',
    hero: {
      title: 'Smart Controllers That',
      highlightedText: 'Water by the Weather',
      subtitle: `Weather-based Wi-Fi controllers that skip a cycle after rain, water more in a heat wave and follow your city’s watering days and drought stage, with up to ${terms.claims.waterReduction} less water than a timer that runs no matter what.`,
      primaryCTA: quoteCta,
      secondaryCTA: callCta,
      backgroundImage: irrigationController,
      highlights: [
        `Up to ${terms.claims.waterReduction} less water`,
        'Control from your phone',
        'Drought-stage schedules set for you',
        `${terms.irrigationWarranty} warranty on installation work`,
      ],
    },
    included: {
      title: 'What a Controller Upgrade Includes',
      intro: 'Installed on your existing system in a single visit, and programmed zone by zone.',
      items: [
        'A check of every zone first: broken heads, leaks and coverage gaps noted',
        'Removal of the old timer and installation of the smart controller',
        'A rain sensor and a freeze sensor wired in',
        'Wi-Fi set up and the app installed on your phone',
        'Each zone programmed by plant type, sun, soil and slope',
        'Cycle-and-soak schedules so clay soil absorbs water instead of shedding it',
        'Your watering days, start times and drought stage entered',
      ],
      image: irrigationController,
    },
    process: {
      title: 'How We Set Up a Smart Controller',
      intro: 'One visit, usually two to three hours, including the walk-through with you.',
      steps: [
        {
          title: 'Check the System',
          description:
            'We run every zone to find leaks, broken heads and coverage problems a smart schedule cannot fix on its own.',
        },
        {
          title: 'Install & Connect',
          description: 'The new controller goes on the wall, the sensors are wired in and it joins your Wi-Fi.',
        },
        {
          title: 'Program Each Zone',
          description:
            'Each zone gets its plant type, sun exposure, soil and slope, so run times fit what it really needs.',
        },
        {
          title: 'Show You the App',
          description: 'We walk you through manual runs, rain delays and seasonal changes from your phone.',
        },
      ],
    },
    options: {
      title: 'What Makes a Controller Smart',
      intro: 'Features that matter for North Texas yards.',
      items: [
        {
          icon: 'sun',
          title: 'Weather adjustment',
          description:
            'Local forecasts and evaporation data adjust run times daily, so a cool week uses less water than a 105°F one.',
        },
        {
          icon: 'calendar',
          title: 'Watering-day rules',
          description:
            'Your allowed days and hours are built into the schedule, and changed in minutes when your city moves drought stage.',
        },
        {
          icon: 'droplet',
          title: 'Cycle and soak',
          description:
            'Short cycles with pauses between them let heavy clay soak up water, with no runoff down the gutter.',
        },
        {
          icon: 'smartphone',
          title: 'Remote control',
          description: 'Start, pause or skip a zone from anywhere; handy when you are traveling or a storm is coming.',
        },
      ],
    },
    warranty: installationWarranty(
      'Warranty on Your Controller Installation',
      `The installation work, wiring and programming we do is covered by our ${terms.irrigationWarranty} warranty on installation work. The controller and sensors also carry their manufacturer’s own warranty, which we register for you.`,
    ),
    faqs: [
      {
        question: 'Will a smart controller work with my existing sprinkler system?',
        answer:
          'Almost always. Smart controllers replace the timer and use your existing valve wiring. If the system has leaks or broken heads we fix them first, because no schedule can make up for a broken head.',
      },
      {
        question: 'How much water does a smart controller save?',
        answer: `Combined with good zoning and drip in the beds, weather-based control can cut outdoor water use by up to ${terms.claims.waterReduction}. Savings are largest where the old timer ran on a fixed schedule all year.`,
      },
      {
        question: 'What happens when my city changes drought stages?',
        answer:
          'The schedule needs to follow the new days and limits. We can update it remotely, or you can do it in the app in a few minutes.',
      },
      {
        question: 'Do I need Wi-Fi at the controller?',
        answer:
          'The controller needs a Wi-Fi signal where it is mounted, usually in the garage. If the signal is weak, a simple range extender solves it, and the controller keeps running its last schedule if the connection drops.',
      },
    ],
    related: [
      '/services/irrigation',
      '/services/irrigation/sprinklers',
      '/services/irrigation/maintenance',
      '/services/artificial-turf/residential',
    ],
    cta: {
      title: 'Let the Weather Run Your Sprinklers',
      description: `Book a visit and we will check your system, install the controller and program every zone. ${responsePromise.sentence}`,
      benefits: [
        `Up to ${terms.claims.waterReduction} less water`,
        'Rain and freeze sensors',
        'Drought stages handled',
        'Control from your phone',
      ],
    },
    service: {
      name: 'Smart irrigation controller installation',
      description: `Weather-based Wi-Fi irrigation controllers with rain and freeze sensors, installed and programmed for Dallas-Fort Worth watering rules, with a ${terms.irrigationWarranty} installation warranty.`,
    },
  },
  {
    path: '/services/irrigation/maintenance',
    eyebrow: 'Sprinkler repair and maintenance',
    hero: {
      title: 'Sprinkler Repair and',
      highlightedText: 'Seasonal Maintenance',
      subtitle:
        'Broken heads, leaking valves, dry spots and zones that will not turn off, found and fixed. Plus spring start-ups and winter shut-downs that keep a system healthy through freezes and 100°F summers.',
      primaryCTA: quoteCta,
      secondaryCTA: callCta,
      backgroundImage: heroImage,
      highlights: [
        'Every zone checked on every visit',
        'Leaks found and fixed',
        'Freeze protection before winter',
        `A ${responsePromise.reply}`,
      ],
    },
    included: {
      title: 'What a Maintenance Visit Includes',
      intro: 'We run the whole system, not just the zone you called about, and write down what we find.',
      items: [
        'Every zone run and inspected for coverage, pressure and overspray',
        'Broken, tilted and sunken heads repaired or replaced',
        'Nozzles cleaned and adjusted off sidewalks, walls and fences',
        'Valves checked for leaks and for zones that will not shut off',
        'Drip lines flushed and emitters checked in the beds',
        'Rain and freeze sensors tested',
        'The controller schedule updated for the season and your watering days',
      ],
      image: galleryFrontBeds,
    },
    process: {
      title: 'How a Service Visit Works',
      intro:
        'Most repairs are finished on the first visit; our trucks carry common heads, nozzles, valves and fittings.',
      steps: [
        {
          title: 'Book a Visit',
          description:
            'Tell us the symptoms: a soggy spot, a dry patch, a zone that will not run or a high water bill.',
        },
        {
          title: 'Diagnose',
          description: 'We run each zone, trace leaks and check wiring and valves, then explain what we found.',
        },
        {
          title: 'Repair',
          description: 'With your approval, we make the repairs and itemize parts and labor on your work order.',
        },
        {
          title: 'Tune the Schedule',
          description: 'We set run times for the season and show you any changes before we leave.',
        },
      ],
    },
    options: {
      title: 'Maintenance Through the Year',
      intro: 'A system that gets a little attention each season lasts far longer and wastes far less.',
      items: [
        {
          icon: 'leaf',
          title: 'Spring start-up',
          description: 'Turn the system back on, check for freeze damage, adjust heads and set the spring schedule.',
        },
        {
          icon: 'sun',
          title: 'Summer check',
          description: 'Catch dry spots and broken heads before August does, and fine-tune run times for the heat.',
        },
        {
          icon: 'thermometer',
          title: 'Winter shut-down',
          description: 'Shut off and drain exposed backflow devices and piping, and insulate them before hard freezes.',
        },
        {
          icon: 'wrench',
          title: 'Repairs any time',
          description: 'Leaks, broken lines after a fence or tree install, and zones that will not start or stop.',
        },
      ],
    },
    warranty: {
      title: 'What Is Covered',
      text: `Every repair visit ends with a written work order listing the parts we installed and the work we did, and it says what is covered. New systems and installation work carry our ${terms.irrigationWarranty} warranty on installation work.`,
      points: [
        'Parts and labor itemized on every work order',
        `${terms.irrigationWarranty} warranty on installation work`,
        'A note of anything to watch before the next visit',
      ],
    },
    faqs: [
      {
        question: 'Why is one spot in my lawn always soggy?',
        answer:
          'Usually a leaking valve, a cracked line or a head that sits low and drains the line after each cycle. In clay soil, water from a small leak can stand for days. We trace it and fix the cause.',
      },
      {
        question: 'Do I need to winterize my sprinkler system in North Texas?',
        answer:
          'We do not blow out lines as they do up north, but a hard freeze can crack an exposed backflow device and above-ground piping. Shutting the system off, draining and insulating the exposed parts before a freeze prevents the most common winter damage.',
      },
      {
        question: 'My water bill jumped. Could it be the sprinklers?',
        answer:
          'Often, yes: a stuck valve, a broken line or a schedule that was never adjusted for the season. A maintenance visit checks all three.',
      },
      {
        question: 'Can you repair a system someone else installed?',
        answer:
          'Yes. We service most major brands of heads, valves and controllers, and we leave you a zone map if you never had one.',
      },
    ],
    related: [
      '/services/irrigation',
      '/services/irrigation/sprinklers',
      '/services/irrigation/smart-controllers',
      '/services/landscaping/clean-up',
    ],
    cta: {
      title: 'Get Your Sprinklers Working Right',
      description: `Book a maintenance or repair visit and we will check every zone, fix what is broken and tune the schedule. ${responsePromise.sentence}`,
      benefits: ['Every zone checked', 'Leaks found and fixed', 'Seasonal schedules', 'Any brand serviced'],
    },
    service: {
      name: 'Sprinkler repair and irrigation maintenance',
      description:
        'Sprinkler and drip repair, spring start-ups, summer checks and winter freeze protection for Dallas-Fort Worth irrigation systems.',
    },
  },
];
