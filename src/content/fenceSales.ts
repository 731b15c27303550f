/**
 * Copy of the fence sales landing page (/services/fences/sales). Every figure (prices, days, hours,
 * warranties, statistics) comes from business.ts or pricing.ts.
 */
import type { FenceSalesContent } from './schemas/fenceSales';
import { business, fenceWarrantyText, responsePromise, stats, terms } from './business';
import { statFromReading } from './statReading';
import { startingPrice } from './pricing';
import galleryCedarPrivacy from './images/gallery-cedar-privacy';
import heroFenceSales from './images/hero-fence-sales';

const residentialFrom = startingPrice('residential');
const commercialFrom = startingPrice('commercial');

export const hero = {
  title: 'A New Fence, Installed in',
  highlightedText: `${terms.installationDays} Days`,
  subtitle: `Cedar, iron and composite fences for Dallas-Fort Worth homes and businesses, from $${residentialFrom} per linear foot. Free quotes, a ${responsePromise.reply}, and $${terms.lateInstallationPenaltyPerDay} back for every day we run late.`,
  primaryCTA: { text: 'Get My Free Quote', link: '#get-quote' },
  secondaryCTA: { text: 'See Packages & Pricing', link: '#pricing' },
  backgroundImage: heroFenceSales,
  highlights: [
    `Free quote, and a ${responsePromise.reply}`,
    `Installed in ${terms.installationDays} days`,
    `$${terms.lateInstallationPenaltyPerDay} for every day we run late`,
    `${terms.materialWarrantyYears} year material warranties`,
  ],
} satisfies FenceSalesContent['hero'];

export const heroEyebrow = 'Fence installation in Dallas-Fort Worth';

export const heroForm = {
  title: 'Get your free fence quote',
  intro: `Tell us about your project. ${responsePromise.sentence}`,
} satisfies FenceSalesContent['heroForm'];

export const painPoints = {
  eyebrow: 'Sound familiar?',
  title: 'An Old Fence Costs More Than It Looks',
  intro: `Buyers notice a tired fence before your front door, and an unsightly fence can cut a home's value by ${terms.claims.unsightlyFenceValueLoss}. In North Texas, a failing fence only gets worse.`,
  items: [
    {
      icon: 'dollar',
      title: `${terms.claims.unsightlyFenceValueLoss} off your home's value`,
      description: 'Gray, patched pickets drag down curb appeal and the offers buyers make.',
    },
    {
      icon: 'crack',
      title: 'Leaning sections and rotting posts',
      description: 'Wood posts rot at the ground line while Blackland Prairie clay swells and shrinks.',
    },
    {
      icon: 'paw',
      title: 'Gaps the dog already found',
      description: 'Shrunken boards and dug-out corners are an open door for pets and strays.',
    },
    {
      icon: 'eye',
      title: 'Privacy with holes in it',
      description: 'See-through gaps put your patio, pool and windows on view from the alley.',
    },
    {
      icon: 'mail',
      title: 'HOA letters and code notices',
      description: 'Leaning or faded fences draw violation letters, on a deadline that rarely suits you.',
    },
    {
      icon: 'alert',
      title: 'One storm from falling down',
      description: 'Spring storms, straight-line winds and hail find every weak post first.',
    },
  ],
} satisfies FenceSalesContent['painPoints'];

export const solution = {
  eyebrow: 'The fix',
  title: 'A Fence Built for North Texas, Start to Finish',
  intro: `We measure, quote, handle the paperwork and build, usually in ${terms.installationDays} days. One crew, one written price.`,
  image: galleryCedarPrivacy,
  points: [
    {
      icon: 'shield',
      title: 'Galvanized steel posts set in concrete',
      description:
        'Steel does not rot, and concrete footings hold the line through wet springs and cracking-dry summers.',
    },
    {
      icon: 'fence',
      title: 'Materials chosen for 100°F summers',
      description:
        'Premium cedar that resists warping, powder-coated iron that will not rust, or low-upkeep composite.',
    },
    {
      icon: 'check',
      title: 'Permits and HOA approval handled',
      description:
        'We prepare the drawings your HOA and city ask for, and call 811 to mark utility lines before we dig.',
    },
  ],
} satisfies FenceSalesContent['solution'];

export const benefits = {
  eyebrow: 'What you get',
  title: 'Why Homeowners and Property Managers Replace Now',
  items: [
    {
      icon: 'home',
      title: 'Curb appeal that adds value',
      description: 'A crisp new fence is one of the first things buyers and appraisers see.',
    },
    {
      icon: 'eye',
      title: 'Real privacy',
      description: 'Board-on-board and horizontal designs with no see-through gaps.',
    },
    {
      icon: 'paw',
      title: 'Kids and pets stay in',
      description: 'Tight bottoms, solid gates and self-closing latches keep the yard safe to play in.',
    },
    {
      icon: 'droplet',
      title: 'Less upkeep',
      description: `Sealed cedar needs a fresh coat every ${terms.cedarRestainYears} years; iron and composite barely need a rinse.`,
    },
    {
      icon: 'shield',
      title: 'Stands up to the weather',
      description: 'Steel posts in concrete ride out clay movement, storms and high winds.',
    },
    {
      icon: 'building',
      title: 'Ready for your HOA and city',
      description: 'Styles, heights and colors that pass HOA review, with the paperwork done for you.',
    },
  ],
} satisfies FenceSalesContent['benefits'];

/** "500+" -> { value: 500, suffix: "+" }: counters animate the number and keep the suffix. */
export const socialProof = {
  eyebrow: 'Proven in DFW',
  title: 'Trusted by Neighbors Across the Metroplex',
  intro: `Since ${business.foundingYear} we have built fences for homeowners, HOAs, property managers and businesses across DFW.`,
  stats: [
    statFromReading(stats.propertiesFenced, 'Properties fenced'),
    statFromReading(stats.satisfaction, 'Customer satisfaction'),
    statFromReading(stats.yearsInBusiness, 'Years building fences in DFW'),
  ],
  testimonials: [
    {
      quote:
        'Quoted the day after I called, and the new board-on-board cedar was up three days later. The crew picked up every nail.',
      author: 'Melissa Tran',
      role: 'Homeowner',
      company: 'Plano',
    },
    {
      quote:
        'Our HOA wanted drawings and a stain sample. They put the whole package together and we were approved on the first try.',
      author: 'Robert Delgado',
      role: 'Homeowner',
      company: 'Frisco',
    },
    {
      quote:
        'They fenced two of our rental communities around the residents, with clear per-foot pricing, and finished on the dates they gave us.',
      author: 'Angela Brooks',
      role: 'Property Manager',
      company: 'Irving',
    },
  ],
} satisfies FenceSalesContent['socialProof'];

export const guarantee = {
  eyebrow: 'Our guarantee',
  title: 'Promises We Put in Writing',
  intro: 'Every one of these goes into your written contract.',
  headline: {
    title: `$${terms.lateInstallationPenaltyPerDay} for every day we are late`,
    description: `You get an installation date before you sign. If we finish after it, we pay you $${terms.lateInstallationPenaltyPerDay} for each day we run over.`,
  },
  items: [
    {
      icon: 'clock',
      title: `A ${responsePromise.reply}`,
      description: `Ask today: ${responsePromise.sentence}`,
    },
    {
      icon: 'calendar',
      title: `Installed in ${terms.installationDays} days`,
      description: `Most fences are finished ${terms.installationDays} days after we start.`,
    },
    {
      icon: 'dollar',
      title: `${terms.depositPercent}% deposit, balance on completion`,
      description: 'The deposit holds your date and orders materials. The rest is due when the job is done.',
    },
    {
      icon: 'award',
      title: `${terms.materialWarrantyYears} year material warranties`,
      description: `Materials carry ${terms.materialWarrantyYears} year warranties; our workmanship is backed by ${fenceWarrantyText.summary}.`,
    },
  ],
} satisfies FenceSalesContent['guarantee'];

export const pricing = {
  eyebrow: 'Pricing',
  title: 'Simple Packages, Priced per Linear Foot',
  intro: `Installed prices per linear foot. Your exact price depends on length, height, gates and terrain, and is fixed in writing before we start.`,
} satisfies FenceSalesContent['pricing'];

export const faq = {
  eyebrow: 'Questions',
  title: 'Fence Questions We Hear Every Week',
  items: [
    {
      question: 'Do I need a permit or HOA approval for a new fence?',
      answer:
        'Most DFW cities require a permit, and many neighborhoods need HOA approval first. We check the rules for your address, prepare the drawings and pull the permit, then schedule installation once approval is in hand.',
    },
    {
      question: 'How long does installation take?',
      answer: `Most residential fences take ${terms.installationDays} days from the day we start, including removing the old fence. If we finish after the date in your contract, we pay you $${terms.lateInstallationPenaltyPerDay} for every day we are late.`,
    },
    {
      question: 'How much is the deposit, and when do I pay the rest?',
      answer: `Typically ${terms.depositPercent}% when you sign, which reserves your date and orders materials. The balance is due on completion, after we walk the finished fence with you.`,
    },
    {
      question: 'How much maintenance does a cedar fence need?',
      answer: `Cedar handles Texas heat well, but the sun turns it gray. Restain every ${terms.cedarRestainYears} years to keep the color and protect the wood; we can do it for you.`,
    },
    {
      question: 'What warranty comes with my fence?',
      answer: `${fenceWarrantyText.explained} Materials also carry ${terms.materialWarrantyYears} year manufacturer warranties. Your exact terms are written into your contract before you sign.`,
    },
    {
      question: 'Where exactly will the fence go? Do I need a survey?',
      answer:
        'We build on your side of the property line, set from your survey. If the boundary is unclear, have a surveyor stake it before we dig. We call 811 so buried lines are marked first.',
    },
    {
      question: 'How can I pay?',
      answer: 'By check, bank transfer or major credit card. HOAs and commercial clients can pay by invoice.',
    },
  ],
} satisfies FenceSalesContent['faq'];

export const getQuote = {
  eyebrow: 'Free quote',
  title: 'Request Your Free Fence Quote',
  intro: `We ${responsePromise.reply}. Prefer to talk? Call or text us.`,
  nextStepsTitle: 'What happens next',
  talkTitle: 'Rather talk it through?',
  nextSteps: [
    `We review your request and ${responsePromise.reply}.`,
    'We measure on site when it suits you and talk through styles and gates.',
    `You get a written, itemized quote. Sign it, pay the ${terms.depositPercent}% deposit, and we set your date.`,
  ],
} satisfies FenceSalesContent['getQuote'];

/**
 * The estimator that opens the page's quote form: package and length, and the starting price they
 * imply (src/lib/fenceEstimate.ts computes it from pricing.ts; the wording of the figure is there).
 */
export const estimator = {
  legend: 'Your fence',
  intro:
    'It starts at our most chosen package: enter the length to see its starting price, or pick another package. Both are optional, and go with your request.',
  packageLabel: 'Package',
  packagePlaceholder: 'Choose a package',
  feetLabel: 'Length in feet',
  prompt: 'Enter the length to see the starting price.',
  note: `Installed, at the package's starting price per linear foot. Height, gates and terrain change it: the written quote we give you after we measure is your price.`,
} satisfies FenceSalesContent['estimator'];

export const serviceSchema = {
  name: 'Fence installation',
  description: `Residential fences from $${residentialFrom} and commercial fences from $${commercialFrom} per linear foot, installed in ${terms.installationDays} days across Dallas-Fort Worth.`,
} satisfies FenceSalesContent['serviceSchema'];
