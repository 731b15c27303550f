/** The Privacy Policy (/privacy). Shape: schemas/legal.ts; helpers: legal.ts. */
import type { PrivacyPolicyContent } from './schemas/privacyPolicy';
import { addressOneLine, business } from './business';
import { email, legalLastUpdated, list, minimumAge, p, phone, site, sub } from './legal';
import { fenceTypeOptions, timelineOptions } from './quoteOptions';

const labels = (options: readonly { label: string }[]) => options.map((o) => o.label.toLowerCase()).join(', ');

export const privacyPolicy = {
  title: 'Privacy Policy',
  summary:
    'What we collect when you ask us for a quote, call, text or send a message, why we collect it, and the choices you have.',
  lastUpdated: legalLastUpdated,
  sections: [
    {
      heading: 'Who we are',
      blocks: [
        p(
          `${business.legalName} ("${business.name}", "we", "us") is a fence, landscaping, irrigation, artificial turf and foundation repair contractor based at ${addressOneLine}. This policy explains how we handle personal information collected through ${site} (the "site") and through the calls, texts and e-mails that start on it.`,
        ),
        p(
          'We collect only what we need to answer you and to quote, schedule and build your project. We do not sell your personal information.',
        ),
      ],
    },
    {
      heading: 'Information you give us',
      blocks: [
        sub('Quote request form'),
        p('When you request a quote, we collect:'),
        list(
          'your first and last name;',
          'your email address and phone number;',
          'the address of the project;',
          `the type of fence you are interested in (${labels(fenceTypeOptions)});`,
          `your timeline (${labels(timelineOptions)});`,
          'any message or project details you choose to add (optional);',
          'how you heard about us (for example a Google search, Facebook, a friend or a neighbor), if you choose to tell us (optional); and',
          'your consent to this policy and to being contacted about your quote, with the date and time you gave it.',
        ),
        p(
          'We use this information to prepare and send your quote, to call or e-mail you about it, to schedule a site visit to measure and assess the project, and, if you hire us, to plan and carry out the work. Knowing how you heard about us helps us understand which of our advertising works; it is never required.',
        ),
        sub('Contact form'),
        p(
          'When you send us a message, we collect your name, email address, phone number and message. We use them only to read and answer your message, and to follow up on it if you ask us to.',
        ),
        sub('Calls, texts and e-mails'),
        p(
          'The phone, text and e-mail links on the site open your own phone, messaging or e-mail app. When you call or text us, we receive your phone number and anything you tell us or send us, such as photos of your yard or fence. When you e-mail us, we receive your e-mail address and your message. We use them to answer you and to prepare your quote. Your mobile carrier and e-mail provider handle these messages under their own privacy policies.',
        ),
        p(
          'We text you only to answer your own messages and requests and about a project you have asked us about. We do not send marketing text messages. Reply STOP to any text from us and we will stop texting you.',
        ),
      ],
    },
    {
      heading: 'Information collected automatically',
      blocks: [
        p(
          'Like most websites, our web server records basic technical information about each request: your IP address, the date and time, the page or file requested, the page that linked to it, your browser and device type, and whether the request succeeded. We use these server logs to keep the site running, to fix errors, and to protect our forms against spam and abuse, for example by limiting how many requests one address can send.',
        ),
        p(
          'The site does not use advertising cookies, analytics trackers or tracking pixels, and it does not build profiles of visitors.',
        ),
        sub('Where your visit came from'),
        p(
          'When you arrive, your browser keeps a short note of how you found us, for that visit only: the first page you opened, the website that sent you (if another site did), and the campaign labels and ad click numbers in the link you followed (the "utm_" labels, and Google\'s gclid, gbraid or wbraid). The note stays in your browser\'s session storage, not in a cookie, and is deleted when you close the tab. It is sent to us only if you send us a request, together with it, and we keep it with your request so we know which of our ads and listings bring customers. We never share it with advertisers or other third parties. Without JavaScript no note is kept; our server then only records the page your form was on.',
        ),
        sub('Maps and embedded forms'),
        p(
          'The contact page can show a map of our office from Google Maps. The map loads only when you scroll to it or press "Show map"; when it loads, Google receives your IP address and may set cookies under its own privacy policy. Some pages may show our lead-management provider\'s intake form in an embedded frame; when they do, what you type into that form is sent directly to that provider, which processes it on our behalf and may set cookies needed for the form to work.',
        ),
      ],
    },
    {
      heading: 'Who we share it with',
      blocks: [
        p(
          'We share personal information only with service providers that help us run our business, and only as much as they need to do their job:',
        ),
        list(
          'our e-mail provider, which delivers quote requests and messages to our office and our replies to you;',
          'our website hosting provider, which stores the site, its server logs and the requests sent through our forms;',
          'a customer relationship management (CRM) tool, if we use one, to keep track of quotes, site visits and projects;',
          'our lead-management provider, when you use its intake form on our site; and',
          'suppliers and subcontractors working on your project, who receive only the details they need, such as the project address and scope.',
        ),
        p(
          'These providers may use your information only to provide their services to us. We may also disclose information when the law requires it, to protect our rights or the safety of others, or to a buyer of our business, who would have to honor this policy.',
        ),
        p('We do not sell or rent your personal information to anyone, and we do not share it with advertisers.'),
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        list(
          'Quote requests and messages that do not lead to a project: up to 24 months after our last contact with you, then deleted.',
          'If you hire us: your contact details, contract, invoices and project records for as long as any warranty on your project lasts, and as long as tax and business-records laws require.',
          'Server logs: 30 days, unless we need them longer to investigate abuse or a security problem.',
        ),
        p('You can ask us to delete your information sooner (see "Your choices and rights" below).'),
      ],
    },
    {
      heading: 'How we protect it',
      blocks: [
        p(
          'The site is served only over an encrypted (HTTPS) connection, our forms send your information straight to our own server, and access to quote requests and customer records is limited to the people in our office who need it. No system is perfectly secure, but we take reasonable measures to protect your information, as Texas law requires, and we will notify you if a breach affects your information as that law requires.',
        ),
      ],
    },
    {
      heading: 'Children',
      blocks: [
        p(
          `This site and our services are not directed to children under ${minimumAge}. We do not knowingly collect personal information from children under ${minimumAge}. If you believe a child under ${minimumAge} has sent us personal information, please contact us and we will delete it.`,
        ),
      ],
    },
    {
      heading: 'Your choices and rights',
      blocks: [
        p('You can ask us at any time to:'),
        list(
          'tell you what personal information we hold about you and send you a copy;',
          'correct information that is wrong or incomplete;',
          'delete your information, unless we must keep it, for example for a contract, a warranty or tax records; or',
          'stop contacting you.',
        ),
        p(
          'To make a request, e-mail us at ',
          email,
          ' or call ',
          phone,
          '. We may ask you to confirm your identity before we act, and we answer within 45 days.',
        ),
      ],
    },
    {
      heading: 'Texas law',
      blocks: [
        p(
          `${business.legalName} is a Texas business, and we handle personal information in accordance with the laws of the State of Texas and the United States. The site is intended for people in Texas and the rest of the United States.`,
        ),
      ],
    },
    {
      heading: 'Changes to this policy',
      blocks: [
        p(
          'If we change this policy, we will post the new version on this page and update the "Last updated" date at the top. If a change materially affects how we use information we already hold, we will tell you before it applies.',
        ),
      ],
    },
    {
      heading: 'Contact us',
      blocks: [
        p(
          `Questions about this policy or your information? Write to ${business.legalName}, ${addressOneLine}, e-mail `,
          email,
          ', or call ',
          phone,
          '.',
        ),
      ],
    },
  ],
  contact: {
    title: 'Questions about your information?',
    text: 'Ask us what we hold, or ask us to correct or delete it. We reply within 45 days, usually much sooner.',
  },
} satisfies PrivacyPolicyContent['privacyPolicy'];
