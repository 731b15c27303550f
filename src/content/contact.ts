/**
 * Copy of the contact page (/contact). The facts themselves (phone, e-mail, address, hours, social
 * profiles, service areas) come from business.ts.
 */
import type { ContactContent } from './schemas/contact';
import { addressOneLine, business, responsePromise } from './business';

export const header = {
  eyebrow: 'Contact us',
  title: 'Let’s Talk About Your Project',
  intro: `Call, text or send us a message. Whether it is a new fence, a backyard makeover or a crack in the foundation, we ${responsePromise.reply}.`,
} satisfies ContactContent['header'];

export const details = {
  title: 'How to reach us',
  phone: {
    title: 'Call or text',
    note: 'Talk to our office during business hours, or text us any time.',
  },
  email: {
    title: 'Email',
    note: 'Send plans, photos or HOA requirements and we will take a look.',
  },
  office: {
    title: 'Office',
    note: 'Bring your plat or survey and we can sketch your project together.',
  },
  hours: {
    title: 'Business hours',
    // The one reply promise (business.ts), which holds after hours too: no second wording of it here.
    note: `Central Time. A message sent after hours is no exception: we ${responsePromise.reply}.`,
  },
} satisfies ContactContent['details'];

export const social = {
  title: 'Follow our work',
  text: 'New fences, gardens and outdoor kitchens from around the Metroplex, most weeks.',
} satisfies ContactContent['social'];

export const talk = {
  title: 'Rather talk it through?',
  text: `Call during business hours or text us any time. A real person from our ${business.address.city} office answers.`,
} satisfies ContactContent['talk'];

export const form = {
  anchor: 'message-form',
  title: 'Send us a message',
  intro: `Tell us what you have in mind. The more you share (the size of the yard, what is there now, your timeline), the more useful our first answer. The form takes text only: photos are welcome by e-mail to ${business.email} or by text to ${business.phone.display}.`,
} satisfies ContactContent['form'];

export const nextSteps = {
  title: 'What happens next',
  steps: [
    `We read every message and ${responsePromise.reply}, by phone or email, whichever you prefer.`,
    'If your project needs a visit, we schedule a free on-site consultation at a time that suits you.',
    'You receive a written, itemized quote with no obligation and no pressure.',
  ],
} satisfies ContactContent['nextSteps'];

export const map = {
  eyebrow: 'Visit us',
  title: `Our ${business.address.city} Office`,
  intro: `Find us at ${addressOneLine}. Call ahead and we will make sure a project manager is in to meet you.`,
  frameTitle: `Map of our ${business.address.city} office`,
} satisfies ContactContent['map'];

export const areas = {
  eyebrow: 'Service area',
  title: 'Serving Dallas-Fort Worth',
  intro: `From our ${business.address.city} base our crews work across the Metroplex. Not on the list? Ask: we often travel farther for larger projects.`,
} satisfies ContactContent['areas'];
