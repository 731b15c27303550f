/**
 * Copy of the thank-you pages, where a quote request or message sent without JavaScript lands (the
 * lead API answers 303 to /thank-you, or to the request's own page: src/content/thankYou.entry.ts).
 * It confirms the request, then lists what happens next (the steps are in ./thankYouSteps.ts, by
 * service and kind of job) and how to reach us sooner; the facts come from business.ts.
 */
import type { ThankYouContent } from './schemas/thankYou';
import { business, responsePromise } from './business';

export const header = {
  eyebrow: 'Request received',
  title: 'Thank you: your request reached us',
  intro: `It is saved with us, and a person from our ${business.address.city} office will ${responsePromise.reply}, by phone or e-mail, whichever you gave us.`,
} satisfies ThankYouContent['header'];

/** The heading of a request's own page, naming it: "Thank you: your fence repair request reached us". */
export const requestTitle = (request: string) => `Thank you: your ${request} request reached us`;

export const nextSteps = {
  title: 'What happens next',
  stepsTitle: 'What to expect, step by step',
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
  ],
  /** The last card on /thank-you; a request's own page shows the page about that request first instead. */
  home: {
    text: 'Back to the home page',
    link: '/',
    description: 'All our services: fences, landscaping, irrigation, artificial turf and foundation repair.',
    icon: 'home',
  },
} satisfies ThankYouContent['meanwhile'];
