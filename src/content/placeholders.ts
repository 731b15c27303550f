/**
 * The placeholders the owner writes in a page's words to name a fact, so the fact stays written once:
 * "Most fences installed in {installationDays} days", "Call {phone}". Each name stands for a value of
 * business.ts or pricing.ts (themselves from content/business.json, content/pricing.json and the
 * business's terms), so changing the phone in the business details changes every page that says it.
 *
 * The page-copy loaders fill them when the site is built (their modules become their values), so the
 * browser gets the final words. A name the site does not know stops the build, naming the file, the
 * line and the names there are (scripts/contentCheck.ts).
 */
import {
  addressOneLine,
  business,
  fenceWarranty,
  fenceWarrantyText,
  responsePromise,
  stats,
  telHref,
  terms,
  workmanshipYearsRange,
} from './business';
import { startingPrice } from './pricing';
import { minimumAge, site } from './legal';
import { timelineOptions } from './timelineOptions';
// The fence types as the fence quote's file writes them: read as it is, not through ./quoteOptions.ts,
// whose service files are parsed with these placeholders (that would be a circle). The build checks
// the file with its schema all the same.
import fencesService from '../../content/services/fences.json';

const fenceTypeOptions = fencesService.questions.find((question) => question.id === 'fenceType')?.options ?? [];

/** The quote form's choices as a sentence lists them: "cedar wood, ornamental iron / steel, …". */
const choiceList = (options: readonly { label: string }[]) => options.map((o) => o.label.toLowerCase()).join(', ');

/** Each placeholder's value, by the name written between braces, with what it stands for. */
const facts = {
  businessName: [business.name, 'the business name'],
  legalName: [business.legalName, 'the legal name'],
  phone: [business.phone.display, 'the phone number'],
  phoneLink: [telHref, 'the phone as a link to call (for a button’s link)'],
  email: [business.email, 'the e-mail address'],
  address: [addressOneLine, 'the office address on one line'],
  officeCity: [business.address.city, 'the office’s city'],
  foundingYear: [String(business.foundingYear), 'the year the business started'],
  reply: [responsePromise.reply, 'the reply promise, to follow "we" or "a"'],
  replySentence: [responsePromise.sentence, 'the reply promise as a whole sentence'],
  residentialFrom: [`$${startingPrice('residential')}`, 'the lowest home fence price per foot, with its $'],
  commercialFrom: [`$${startingPrice('commercial')}`, 'the lowest commercial fence price per foot, with its $'],
  installationDays: [terms.installationDays, 'the days a fence takes to install'],
  materialWarrantyYears: [terms.materialWarrantyYears, 'the years of material warranty'],
  cedarRestainYears: [terms.cedarRestainYears, 'how many years between cedar restains'],
  depositPercent: [String(terms.depositPercent), 'the deposit, in percent'],
  lateDayCredit: [`$${terms.lateInstallationPenaltyPerDay}`, 'what we pay back per day late, with its $'],
  designFeeDiscountPercent: [String(terms.designFeeDiscountPercent), 'the design fee credit, in percent'],
  irrigationWarranty: [terms.irrigationWarranty, 'the irrigation warranty, like "1-year"'],
  turfWarrantyYears: [String(terms.turfWarrantyYears), 'the years of turf warranty'],
  foundationWarranty: [terms.foundationWarranty, 'the foundation repair warranty'],
  unsightlyFenceValueLoss: [terms.claims.unsightlyFenceValueLoss, 'the value an ugly fence can cost'],
  propertyValueIncrease: [terms.claims.propertyValueIncrease, 'the value a landscape can add'],
  waterReduction: [terms.claims.waterReduction, 'the water a smart system saves'],
  extraSpaceSqFt: [String(terms.claims.extraSpaceSqFt), 'the square feet an outdoor room adds'],
  fenceGuarantee: [fenceWarranty.lifetimeName, '"lifetime post guarantee"'],
  fenceGuaranteeCovers: [fenceWarranty.lifetimeCovers, 'what the lifetime post guarantee covers'],
  fenceGuaranteeTitle: [fenceWarrantyText.lifetime, '"Lifetime post guarantee", capitalised'],
  fenceWarrantySummary: [fenceWarrantyText.summary, 'the fence warranty in one phrase'],
  fenceWarrantyExplained: [fenceWarrantyText.explained, 'the fence warranty in full sentences'],
  workmanshipWarranty: [fenceWarrantyText.workmanship, '"2-10 year workmanship warranty, by package"'],
  workmanshipYears: [workmanshipYearsRange, 'the shortest and longest workmanship warranty, in years'],
  teamSize: [stats.team, 'how many people are on the team'],
  irrigationWarrantyLength: [terms.irrigationWarranty.replace('-', ' '), 'the irrigation warranty’s length, like "1 year"'],
  foundationWarrantyTitle: [
    terms.foundationWarranty.charAt(0).toUpperCase() + terms.foundationWarranty.slice(1),
    'the foundation repair warranty, capitalised: "Lifetime, transferable"',
  ],
  website: [site, 'the site’s address without https://, like "www.blacklandfence.com"'],
  minimumAge: [String(minimumAge), 'the youngest age the site is for: it is not for children under it'],
  fenceTypeChoices: [choiceList(fenceTypeOptions), 'the fence types the quote form offers, in lowercase'],
  timelineChoices: [choiceList(timelineOptions), 'the timelines the quote form offers, in lowercase'],
  openHours: [
    business.hours
      .filter((day) => day.opens)
      .map((day) => `${day.label} ${day.display}`)
      .join('; '),
    'the open days and their hours, like "Monday - Friday 8:00 AM - 6:00 PM; Saturday 9:00 AM - 2:00 PM"',
  ],
  officeRegion: [business.address.region, 'the office’s state, like "TX"'],
} as const satisfies Record<string, readonly [string, string]>;

export type PlaceholderName = keyof typeof facts;

/** The value of each placeholder, by name. */
export const placeholders = Object.fromEntries(
  Object.entries(facts).map(([name, [value]]) => [name, value]),
) as Record<PlaceholderName, string>;

/** The names, as the owner writes them: "{phone}", "{installationDays}", … */
export const placeholderNames = Object.keys(facts).map((name) => `{${name}}`);

/**
 * The editor's hint under a field of page words: the names only, as the hint is under every field
 * (what each stands for is in README, "Editing the site", and beside each name above).
 */
export const placeholderHint = `A fact can be written as its placeholder, which the site fills in: ${placeholderNames.join(' ')}`;

/** A placeholder as written: a name between braces, with no space inside. */
const placeholderPattern = /\{([^{}\s]*)\}/g;

const isKnown = (name: string): name is PlaceholderName => Object.hasOwn(facts, name);

/** The placeholders in `text` the site does not know ("{phnoe}"), in the order written. */
export const unknownPlaceholders = (text: string): string[] =>
  [...text.matchAll(placeholderPattern)].filter(([, name]) => !isKnown(name!)).map(([written]) => written);

/** What to tell the owner about unknown placeholders. */
export const unknownPlaceholderMessage = (unknown: readonly string[]): string =>
  `${unknown.length === 1 ? 'The placeholder' : 'The placeholders'} ${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not one the site knows: check the spelling (the placeholders are ${placeholderNames.join(', ')})`;

/** `text` with each placeholder replaced by its fact; an unknown one is an error, never shown as written. */
export function fillPlaceholders(text: string): string {
  const unknown = unknownPlaceholders(text);
  if (unknown.length) throw new Error(unknownPlaceholderMessage(unknown));
  return text.replace(placeholderPattern, (_written, name: PlaceholderName) => placeholders[name]);
}

/*
 * Not here: a field's own values, which only the page or the server knows when it says the words
 * (schemas/messages.ts, `line`; filled by ./ownValues.ts), named in that field's hint. Their names are
 * case-sensitive, and a capitalised name is the same value capitalised for a title: a thank-you
 * page's {request} is "fence repair", its {Request} "Fence Repair" (schemas/thankYou.ts).
 */
