/** The Terms of Use (/terms). Shape: schemas/legal.ts; helpers: legal.ts. */
import type { TermsOfUseContent } from './schemas/termsOfUse';
import { addressOneLine, business } from './business';
import { email, legalLastUpdated, link, list, p, phone, site } from './legal';

export const termsOfUse = {
  title: 'Terms of Use',
  summary: 'The terms that apply when you use this website, request a quote or rely on the information published here.',
  lastUpdated: legalLastUpdated,
  sections: [
    {
      heading: 'Agreement to these terms',
      blocks: [
        p(
          `${site} (the "site") is operated by ${business.legalName} ("${business.name}", "we", "us"), ${addressOneLine}. By using the site you agree to these Terms of Use. If you do not agree, please do not use the site.`,
        ),
        p(
          'Our ',
          link('Privacy Policy', '/privacy'),
          ' explains how we handle the information you send us and is part of these terms.',
        ),
      ],
    },
    {
      heading: 'Using the site',
      blocks: [
        p(
          'You may use the site to learn about our services and to contact us or request a quote for your own home, business or property you manage. When you use it, please:',
        ),
        list(
          'give true and complete information in our forms, and only information about yourself or a property you are authorized to act for;',
          "not send spam, automated or bulk submissions, or content that is unlawful, abusive or infringes anyone's rights;",
          'not try to disrupt, overload or gain unauthorized access to the site, its server or its data; and',
          "not copy or scrape the site's content for commercial use.",
        ),
        p('We may block requests or access that break these rules.'),
      ],
    },
    {
      heading: 'Quotes and estimates',
      blocks: [
        p(
          'Any price, quote or estimate we give you through the site, by phone, text or e-mail is an estimate based on the information available at the time. It becomes binding only when it is written into a contract signed by you and by us. Before we sign, we usually visit the property to measure and to check conditions such as slope, soil, access, existing structures, utilities and HOA or city requirements, and the final price may differ from an earlier estimate.',
        ),
        p(
          'Requesting a quote is free and does not oblige you to hire us, and it does not oblige us to accept a project.',
        ),
      ],
    },
    {
      heading: 'Prices shown on the site',
      blocks: [
        p(
          'Prices on the site, such as package prices per linear foot, are "from" prices: the starting price for a typical installation of that package. They are not an offer. The price of your project depends on its length and height, the materials, the number and type of gates, the terrain and access, removal of an existing fence or structure, permits and HOA requirements, and the condition of the site. Prices can change without notice until they are fixed in a signed contract.',
        ),
      ],
    },
    {
      heading: 'Warranties, guarantees and schedules',
      blocks: [
        p(
          "The site summarizes the warranties, guarantees, deposit terms and typical installation times we offer. These summaries are for information only. The warranty and guarantee terms that apply to your project, including what they cover, how long they last, any conditions and how to make a claim, are the ones written in your signed contract, and manufacturer warranties on materials are governed by the manufacturer's own terms. If the site and your contract differ, your contract governs.",
        ),
        p(
          'Installation times and schedules on the site are typical, not promised, unless your contract states a date.',
        ),
      ],
    },
    {
      heading: 'Information on the site',
      blocks: [
        p(
          'We work to keep the site accurate and current, but it is general information about our services and about fences, landscapes and foundations in North Texas, not professional advice for your property. A picture captioned with a project and its city shows that project; where it is an illustration rather than a photograph, details such as plants, colors and surroundings are drawn to show the design, not recorded. Pictures without a project caption illustrate typical work. Customer reviews reflect the experience of the customers who gave them; results on your project will depend on its own conditions.',
        ),
      ],
    },
    {
      heading: 'Intellectual property',
      blocks: [
        p(
          `The site and its content, including text, illustrations, logos, designs and the ${business.name} name, belong to ${business.legalName} or its licensors and are protected by copyright and trademark law. You may view and print pages for your own personal, non-commercial use. Any other use, copying or distribution needs our written permission.`,
        ),
      ],
    },
    {
      heading: 'Links and third-party services',
      blocks: [
        p(
          "The site links to, and may embed, services run by others, such as Google Maps, social media profiles, and our lead-management provider's intake form. We do not control those services and are not responsible for their content, availability or privacy practices; your use of them is governed by their own terms and policies.",
        ),
      ],
    },
    {
      heading: 'Disclaimers',
      blocks: [
        p(
          'The site is provided "as is" and "as available". To the fullest extent the law allows, we disclaim all warranties about the site, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement, and we do not promise that the site will be uninterrupted, error-free or free of harmful components. This disclaimer applies to the site only; it does not limit any warranty in a contract for work we perform.',
        ),
      ],
    },
    {
      heading: 'Limitation of liability',
      blocks: [
        p(
          `To the fullest extent the law allows, ${business.legalName} and its owners, employees and contractors are not liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of data, profits or business, arising from your use of, or inability to use, the site or the information on it. Nothing in these terms limits liability that cannot be limited under Texas law, or our obligations under a signed contract.`,
        ),
      ],
    },
    {
      heading: 'Governing law and disputes',
      blocks: [
        p(
          'These terms are governed by the laws of the State of Texas, without regard to its conflict-of-law rules. Any dispute about the site or these terms will be resolved in the state or federal courts located in Dallas County, Texas, and you and we agree to the jurisdiction of those courts. Disputes about work we perform are governed by the terms of the signed contract for that work.',
        ),
      ],
    },
    {
      heading: 'Changes to these terms',
      blocks: [
        p(
          'We may update these terms from time to time. The new version applies from the date it is posted on this page, and the "Last updated" date at the top shows when they last changed. Please check back occasionally.',
        ),
      ],
    },
    {
      heading: 'Contact us',
      blocks: [
        p(
          `Questions about these terms? Write to ${business.legalName}, ${addressOneLine}, e-mail `,
          email,
          ', or call ',
          phone,
          '.',
        ),
      ],
    },
  ],
  contact: {
    title: 'Questions about these terms?',
    text: 'Our office is happy to explain anything here, or anything in a quote or contract we have sent you.',
  },
} satisfies TermsOfUseContent['termsOfUse'];
