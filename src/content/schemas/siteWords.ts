/**
 * content/site-words.json: the words every page shares, which the owner may reword. Two groups:
 * - `frame`: the navigation, the footer, the phones' contact strip, the quote dialog's buttons and the
 *   page not found, read by src/content/shellWords.ts (in every page's start-up script);
 * - `sections`: the small labels of the sections pages are made of (the before/after switch, the
 *   carousel's buttons, "We serve", the pricing switch, …), one group per section, read by
 *   src/content/sectionWords.ts (in the pages' own scripts).
 * Where the words go (the links' targets) and the facts they name stay the site's: a fact is its
 * placeholder ("{phone}"), filled when the file is read, and a value only the page knows when it shows
 * the words (the slide's number, the year) is the field's own, named in its hint (`line`, ./messages.ts).
 */
import { z } from 'zod';
import { line } from './messages';
import { text } from './shapes';

/** The phones' contact strip, fixed under the top bar below tablet width. */
const contactBar = z
  .strictObject({
    name: line('Name of the strip', 'What a screen reader calls it.'),
    call: line('Call', 'Calls the office.'),
    text: line('Text', 'Opens a text message to the office.'),
    quote: line('Quote', 'Opens the quote form.'),
  })
  .meta({ title: 'Contact strip on phones (Call, Text, Quote)' });

/** Under the phone buttons: the week's hours in the served page, then open or closed now (src/lib/openNow.ts). */
const officeHours = z
  .strictObject({
    hours: line('The week’s hours', 'What the page says before it knows the time: "Office hours: Mon - Fri 8 AM - 6 PM".', {
      hours: 'the open days and their hours, from the business details',
    }),
    openUntil: line('Open now', 'While the office is open.', { time: 'when it closes, like "6 PM"' }),
    closedOpens: line('Closed now', 'While the office is closed.', {
      opening: 'when it next opens, as written in "When it opens", like "Monday at 8 AM"',
    }),
    opensAt: line('When it opens', 'In "Closed now", and in the forms’ confirmation when a person will see a request.', {
      day: 'today, tomorrow or the weekday',
      time: 'when it opens, like "8 AM"',
    }),
    today: line('Today', 'The day in "Opens today at 8 AM".'),
    tomorrow: line('Tomorrow', 'The day in "Opens tomorrow at 8 AM".'),
    closed: line('Closed, with no hours', 'While the business details give the office no opening hours at all.'),
  })
  .meta({ title: 'Office hours under the phone buttons' });

const footer = z
  .strictObject({
    about: line('Under the tagline', 'Who we are, in one line.'),
    socialName: line('Name of the social links', 'What a screen reader calls the row of social media icons.'),
    socialProfile: line('A social link', 'What a screen reader says for each icon.', {
      profile: 'the site’s name, like "Facebook"',
    }),
    quickLinks: line('Heading of the page links'),
    services: line('Heading of the service links'),
    contact: line('Heading of the contact details'),
    copyright: line('Copyright line', 'At the very bottom.', { year: 'the current year' }),
    websiteBy: line('Web designer’s credit', 'Before the designer’s name.'),
  })
  .meta({ title: 'Footer' });

const notFound = z
  .strictObject({
    title: line('Title', 'Under the big "404".'),
    text: line('Words'),
    homeLink: line('Link to the home page'),
    tabTitle: line('Title in the browser tab', 'Before the business name, as every page’s title.'),
    description: line('Description for search engines', 'Read by search engines and shown when the link is shared.'),
  })
  .meta({ title: 'Page not found' });

export const frameWords = z
  .strictObject({
    skipLink: line(
      'Skip link',
      'The first link of every page, shown when the keyboard reaches it: it jumps over the menus to the page.',
    ),
    logoAlt: line('The logo, in words', 'What the logo says to someone who cannot see it.'),
    mainMenu: line('Name of the top navigation', 'What a screen reader calls the bar of links at the top.'),
    services: line(
      'Services menu',
      'The button that opens the list of services, and that list’s heading in the phone menu.',
    ),
    menu: line('Menu button', 'On phones and tablets: the button that opens the links, and the list it opens.'),
    callUs: line('Call us', 'Said before the phone number in the top bar (shown alone on narrow phones).'),
    callUsAt: line('Between "Call us" and the number', 'Heard with a screen reader: "Call us at (214) 555-0142".'),
    quoteButton: line('Quote button', 'The button that opens the quote form, on every page.'),
    close: line('Close button', 'What a screen reader calls the × that closes the quote form or a gallery picture.'),
    breadcrumb: line('Name of the breadcrumbs', 'What a screen reader calls the trail of links above a page’s title (Home / Services / …).'),
    contactBar,
    officeHours,
    footer,
    notFound,
  })
  .meta({ title: 'Menus, footer and quote form buttons' });

/** A heading several pages share word for word: the small line over it and the heading itself. */
const heading = (title: string, hint: string) =>
  z
    .strictObject({
      eyebrow: line('Small line above', 'Over the heading.'),
      title: line('Heading'),
    })
    .meta({ title, description: hint });

export const sectionWords = z
  .strictObject({
    beforeAfter: z
      .strictObject({
        before: line('Before', 'The badge on a before picture, and the switch to it.'),
        after: line('After', 'The badge on an after picture, and the switch to it.'),
        choice: line('Name of the switch', 'What a screen reader calls it.', { label: 'the pictured yard, like "Redesigned backyard"' }),
      })
      .meta({ title: 'Before and after pictures' }),
    caseStudy: z
      .strictObject({
        result: line('Before the result', 'On each case study card, before what the work achieved.'),
        galleryLink: line('Link to the gallery', 'At the foot of each case study card.'),
        galleryLinkMore: line('Heard after it', 'With a screen reader, after the link to the gallery.', {
          title: 'the case study’s title',
        }),
      })
      .meta({ title: 'Case study cards (their pictures use "Before" and "After" above)' }),
    carousel: z
      .strictObject({
        previous: line('Previous button', 'What a screen reader calls the ‹ button.'),
        next: line('Next button', 'What a screen reader calls the › button.'),
        slide: line('A slide', 'What a screen reader calls each picture.', {
          slide: 'its number',
          count: 'how many there are',
        }),
        position: line('Where the visitor is', 'Said to a screen reader after each move.', {
          slide: 'the picture’s number',
          count: 'how many there are',
        }),
        of: line('Counter: "of"', 'Between the pictures shown and how many there are: "1–3 of 9".'),
      })
      .meta({ title: 'Picture carousels' }),
    learnMore: z
      .strictObject({
        link: line('Link to a service', 'Under each service card.'),
        about: line('Heard after it', 'With a screen reader: "Learn more about Fences".', {
          title: 'the service’s name',
        }),
      })
      .meta({ title: 'Learn more links' }),
    processSteps: z
      .strictObject({
        step: line('Step number', 'Heard with a screen reader before each step.', { number: 'the step’s number' }),
      })
      .meta({ title: 'Numbered steps' }),
    phoneButtons: z
      .strictObject({
        call: line('Call button'),
        textUs: line('Text button', 'Here and in the contact page’s phone card.'),
      })
      .meta({ title: 'Call and text buttons' }),
    pricing: z
      .strictObject({
        showFor: line('Name of the switch', 'What a screen reader calls the switch between home and business packages.'),
        packages: line('Name of a list of packages', 'What a screen reader calls it.', {
          audience: 'who they are for, like "Residential"',
        }),
        recommended: line('Recommended badge'),
      })
      .meta({ title: 'Fence packages' }),
    reviews: z
      .strictObject({
        rating: line('A review’s stars, in words', 'Heard with a screen reader instead of the stars.', {
          rating: 'the review’s number of stars, like 5',
        }),
      })
      .meta({ title: 'Reviews' }),
    serviceArea: z
      .strictObject({
        weServe: line('Before the cities', 'Under a service page’s quote button: "We serve Dallas, Plano, …".'),
      })
      .meta({ title: 'Cities served' }),
    legal: z
      .strictObject({
        eyebrow: line('Small line above the title', 'Over the title of the privacy policy and of the terms of use.'),
        contents: line('Heading of the contents', 'Beside the privacy policy and the terms of use, on a computer.'),
        lastUpdated: line('Before the date'),
        contactLink: line('Link to the contact page', 'At the end of the document.'),
      })
      .meta({ title: 'Privacy policy and terms of use' }),
    sitemap: z
      .strictObject({
        title: line('Title', 'The sitemap page’s heading.'),
        intro: line('Under the title', 'The link to the file search engines read goes where {file} is.', {
          file: 'the link to sitemap.xml',
        }),
        pages: line('Heading of the list of pages'),
        fileName: line('Name of the file’s text', 'What a screen reader calls the box showing sitemap.xml.'),
      })
      .meta({ title: 'Sitemap page' }),
    map: z
      .strictObject({
        loadsLater: line('Before the map loads'),
        show: line('Show map button'),
        open: line('Link to the map'),
      })
      .meta({ title: 'Map' }),
    servicePage: z
      .strictObject({
        process: line('Above the steps', 'The small line over the steps of the work, on every page of one kind of job.'),
        options: line('Above the options', 'The small line over the choices (materials, styles), where the page has them.'),
      })
      .meta({ title: 'Pages of one kind of job (installation, repair, …)' }),
    headings: z
      .strictObject({
        faq: heading('Over a page’s questions and answers', 'On the pages of one kind of job and the garden design process.'),
        related: heading('Over the links to related services', 'On the same pages, at the end.'),
        trust: heading(
          'Over the business’s credentials',
          'Licence, insurance, owners and reviews, on the about and contact pages, where any is set.',
        ),
      })
      .meta({ title: 'Headings several pages share' }),
    newTab: line('A link opening a new tab', 'Heard with a screen reader after such a link.'),
  })
  .meta({ title: 'Small labels of the page sections' });

export const siteWordsFile = z.strictObject({ frame: frameWords, sections: sectionWords });

export type SiteWordsFile = z.output<typeof siteWordsFile>;

/** A group's words as its copy module gives them: the same fields, each a filled text. */
export function filledWords(group: z.ZodObject): z.ZodObject {
  return z.strictObject(
    Object.fromEntries(
      Object.entries(group.shape).map(([name, field]) => [
        name,
        field instanceof z.ZodObject ? filledWords(field) : text,
      ]),
    ),
  );
}
