/**
 * Copy of the thank-you page (/thank-you), where a quote request or message sent without JavaScript
 * lands (the lead API answers 303 here). It says what happens next; the facts come from business.ts.
 */
import type { ThankYouContent } from './schemas/thankYou';
import { business, terms } from './business';

export const header = {
  eyebrow: 'Request received',
  title: 'Thank you: your request reached us',
  intro: `It is saved with us, and a person from our ${business.address.city} office will reply within ${terms.quoteResponseHours} hours, by phone or e-mail, whichever you gave us.`,
} satisfies ThankYouContent['header'];

export const nextSteps = {
  title: 'What happens next',
  stepsTitle: 'From your request to a finished project',
  steps: [
    `Within ${terms.quoteResponseHours} hours we call or e-mail you to go over the project and book a time to see the property.`,
    'We walk the site with you, measure, check slopes, gates and utility lines, and talk through materials and your budget.',
    'You get a written, itemized quote. Nothing is owed until you approve it.',
    `Once approved, most installations take ${terms.installationDays} days, with a ${terms.depositPercent}% deposit and the balance on completion.`,
  ],
} satisfies ThankYouContent['nextSteps'];

/** "Monday - Friday 8:00 AM - 6:00 PM; Saturday 9:00 AM - 2:00 PM", from business.ts (closed days left out). */
const openHours = business.hours
  .filter((day) => day.opens)
  .map((day) => `${day.label} ${day.display}`)
  .join('; ');

export const sooner = {
  title: 'Need us sooner?',
  text: `Call us during business hours or text any time: mention the request you just sent and we will pull it up. Office hours: ${openHours}.`,
} satisfies ThankYouContent['sooner'];

export const meanwhile = {
  title: 'While you wait',
  links: [
    {
      text: 'Browse our gallery',
      link: '/gallery',
      description: 'Fences, landscapes and outdoor living spaces we have built across Dallas-Fort Worth.',
      icon: 'eye',
    },
    {
      text: 'Read our case studies',
      link: '/case-studies',
      description: 'Before and after: three fence projects, the problems we solved and what they cost to maintain.',
      icon: 'award',
    },
    {
      text: 'Back to the home page',
      link: '/',
      description: 'All our services: fences, landscaping, irrigation, artificial turf and foundation repair.',
      icon: 'home',
    },
  ],
} satisfies ThankYouContent['meanwhile'];
