/**
 * Copy of the contact page (/contact). The facts themselves (phone, e-mail, address, hours, social
 * profiles, service areas) come from business.ts; the words around them are the owner's, in
 * content/pages/contact.json (placeholders filled: ./pageCopy.ts). Plain data: webpack replaces this
 * module by its value.
 */
import type { ContactContent } from './schemas/contact';
import { readPage } from './pageCopy';

const page = readPage('contact') as Omit<ContactContent, 'form'> & { form: Omit<ContactContent['form'], 'anchor'> };

export const { header, details, social, talk, nextSteps, map, areas } = page;

export const form = {
  ...page.form,
  // The id other pages' links name (/contact#message-form): the page's, not the owner's words.
  anchor: 'message-form',
} satisfies ContactContent['form'];
