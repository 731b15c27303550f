/**
 * Copy of the four fence sub-service pages: installation, repair, gates and staining. Warranties,
 * timings, the deposit and the late-installation guarantee come from business.ts.
 */
import {
  business,
  fenceWarranty,
  fenceWarrantyText,
  responsePromise,
  telHref,
  terms,
  workmanshipYearsRange,
} from '../business';
import type { SubServiceContent, WarrantyContent } from '../schemas/subService';
import type { LinkAction, QuoteAction } from '../schemas/shapes';
import caseCedarBefore from '../images/case-cedar-before';
import galleryCedarPrivacy from '../images/gallery-cedar-privacy';
import galleryWroughtIron from '../images/gallery-wrought-iron';
import heroFenceSales from '../images/hero-fence-sales';
import heroFences from '../images/hero-fences';

const heroImage = heroFences;

const quoteCta: QuoteAction = { text: 'Get a Free Quote', quoteDialog: true };
const callCta: LinkAction = { text: `Call ${business.phone.display}`, link: telHref };

/** The fence warranty (material warranties, lifetime post guarantee, workmanship by package), worded once for every fence page. */
const warrantySection = (title: string, text: string): WarrantyContent => ({
  title,
  text,
  points: [
    `${terms.materialWarrantyYears} year material warranties, depending on the material`,
    `A ${fenceWarranty.lifetimeName}: ${fenceWarranty.lifetimeCovers}`,
    `A ${fenceWarrantyText.workmanship}, on everything else our crews build`,
    'Both written into your contract, so there is nothing to register or remember',
  ],
});

export const pages: SubServiceContent[] = [
  {
    path: '/services/fences/installation',
    eyebrow: 'Fence installation in Dallas-Fort Worth',
    hero: {
      title: 'New Fences Built to Stand Up to',
      highlightedText: 'Texas Wind and Clay',
      subtitle: `Cedar privacy, ornamental steel, composite and chain link fences on posts set deep in concrete, built by our own crews in ${terms.installationDays} days once materials are on site.`,
      primaryCTA: quoteCta,
      secondaryCTA: callCta,
      backgroundImage: heroImage,
      highlights: [
        `A ${responsePromise.reply}`,
        `Installed in ${terms.installationDays} days`,
        `$${terms.lateInstallationPenaltyPerDay} back for every day we run late`,
        fenceWarrantyText.lifetime,
      ],
    },
    included: {
      title: 'What a New Fence Includes',
      intro:
        'One price covers the whole job, from the paperwork to hauling away the old fence. Your written quote lists every item.',
      items: [
        'A free on-site measure, with the fence line and gate positions staked with you',
        'Texas811 utility locates called in before any hole is dug',
        'HOA application drawings and city permits where your city requires one',
        'Removal and haul-off of the old fence, posts and concrete footings',
        'Posts set 24 to 36 inches deep in concrete, deeper for 8-foot fences and gates',
        'Rails, pickets, trim and caps fastened with exterior-rated, corrosion-resistant screws and nails',
        'Walk and drive gates hung level, with latches that line up',
        'A clean site, a final walk of the line with you, and your warranty in writing',
      ],
      image: galleryCedarPrivacy,
    },
    process: {
      title: 'How We Build Your Fence',
      intro:
        'Most residential fences go from first visit to final walkthrough in about two weeks, and the build itself takes a few days.',
      steps: [
        {
          title: 'Measure & Quote',
          description: `We walk the property line with you, measure, talk through height, style and gates, and then send an itemized written quote.`,
        },
        {
          title: 'Approvals & Scheduling',
          description: `With a ${terms.depositPercent}% deposit we order materials, prepare the HOA drawing or city permit, call in utility locates and book your install dates.`,
        },
        {
          title: 'Posts & Framing',
          description:
            'The old fence comes down, holes are augered, posts are set in concrete to a string line and left to cure before rails go on.',
        },
        {
          title: 'Pickets, Gates & Walkthrough',
          description:
            'Pickets, trim and caps go on, gates are hung and adjusted, and we walk the finished fence with you before you pay the balance.',
        },
      ],
    },
    options: {
      title: 'Fence Materials and Styles',
      intro:
        'Every material here holds up in North Texas when it is built right. The best choice depends on privacy, budget, upkeep and your HOA.',
      items: [
        {
          icon: 'fence',
          title: 'Cedar privacy',
          description: `Western red cedar resists rot and insects far better than pine, and weathers to silver or holds its color with a restain every ${terms.cedarRestainYears} years.`,
        },
        {
          icon: 'layout',
          title: 'Board-on-board',
          description:
            'Overlapping pickets on both faces leave no gaps as the wood shrinks in August, for full privacy and a finished look from either side.',
        },
        {
          icon: 'shield',
          title: 'Ornamental steel',
          description:
            'Powder-coated steel that looks like wrought iron without the rust: ideal for front yards, pools and HOA entries that need to stay open.',
        },
        {
          icon: 'recycle',
          title: 'Composite',
          description:
            'Wood-look boards made from recycled wood fiber and plastic that never need stain, for owners who want privacy with almost no upkeep.',
        },
        {
          icon: 'grass',
          title: 'Ranch rail & pipe',
          description:
            'Two- to four-rail ranch fencing and welded pipe fence for acreage, pastures and long frontages in Collin, Denton and Rockwall counties.',
        },
        {
          icon: 'building',
          title: 'Chain link',
          description:
            'Galvanized or black vinyl-coated chain link for dog runs, side yards, sports courts and commercial lots, with privacy slats if you want them.',
        },
      ],
    },
    warranty: warrantySection(
      'Your Fence Warranty',
      `Every new fence carries the manufacturers’ material warranties of ${terms.materialWarrantyYears} years, depending on the material you choose, plus our ${fenceWarranty.lifetimeName} and the workmanship warranty of your package, ${workmanshipYearsRange} years. And if we finish later than the date in your contract, we pay you $${terms.lateInstallationPenaltyPerDay} for every day we run late.`,
    ),
    faqs: [
      {
        question: 'How long does fence installation take?',
        answer: `The build itself typically takes ${terms.installationDays} days, depending on the length, the material and how many gates there are. Concrete needs to cure under the posts before rails and pickets go on, so we schedule around it. Allow extra time before the build for HOA approval if your neighborhood requires it.`,
      },
      {
        question: 'Do I need a permit or HOA approval for a new fence?',
        answer:
          'Many DFW cities require a fence permit, especially for fences over a set height, on corner lots or next to pools, and most HOAs require approval of the style, height and color. We tell you what your city and HOA ask for, prepare the drawing and material details, and file the city permit for you.',
      },
      {
        question: 'Should I choose cedar or pine?',
        answer: `Cedar costs a little more but naturally resists rot and insects, moves less and lasts far longer in our wet-spring, hot-summer cycle. Pressure-treated pine is cheaper up front but tends to warp, twist and split in the Texas sun. For most privacy fences we recommend cedar pickets on galvanized steel posts, restained every ${terms.cedarRestainYears} years.`,
      },
      {
        question: 'Why do you set posts in concrete on clay soil?',
        answer:
          'Blackland Prairie clay swells when it is wet and shrinks away from posts when it dries, and spring storms push hard on a six-foot wall of wood. Posts set deep in concrete, and steel posts on taller fences, keep the line straight through both.',
      },
      {
        question: 'How does payment work?',
        answer: `Typically a ${terms.depositPercent}% deposit when you approve the quote, which lets us order your materials and book your dates, and the balance when the fence is finished and you have walked it with us.`,
      },
    ],
    related: ['/services/fences', '/services/fences/gates', '/services/fences/staining', '/services/fences/sales'],
    cta: {
      title: 'Ready for a Fence That Stays Straight?',
      description: `Tell us about your yard and the fence you have in mind. We will measure for free. ${responsePromise.sentence}`,
      benefits: [
        `Built in ${terms.installationDays} days`,
        `${terms.materialWarrantyYears} year material warranties`,
        'HOA and permit paperwork handled',
        `Building DFW fences since ${business.foundingYear}`,
      ],
    },
    service: {
      name: 'Fence installation',
      description: `Cedar, board-on-board, ornamental steel, composite, ranch and chain link fence installation across Dallas-Fort Worth, with ${terms.materialWarrantyYears} year material warranties, ${fenceWarrantyText.summary}.`,
    },
  },
  {
    path: '/services/fences/repair',
    eyebrow: 'Fence repair in Dallas-Fort Worth',
    hero: {
      title: 'Fence Repair for Leaning,',
      highlightedText: 'Storm-Damaged Fences',
      subtitle:
        'Leaning sections, rotted posts, broken pickets and gates that drag. We fix the cause, not just the board you can see, and match the repair to the fence you have.',
      primaryCTA: quoteCta,
      secondaryCTA: callCta,
      backgroundImage: heroImage,
      highlights: [
        `A ${responsePromise.reply}`,
        'Storm damage photographed for your insurer',
        'Rotted wood posts replaced with steel',
        'Matched pickets, rails and stain',
      ],
    },
    included: {
      title: 'What We Repair',
      intro:
        'Most fence problems here start at the posts: clay soil moves them, water rots them and wind finishes the job. We repair from the ground up.',
      items: [
        'Leaning or fallen sections straightened and reset',
        'Rotted or snapped wood posts replaced with galvanized steel posts in concrete',
        'Broken, warped and missing pickets replaced with matching boards',
        'Loose and split rails replaced and re-fastened',
        'Sagging gates rehung, squared and fitted with new hinges and latches',
        'Hail and wind damage documented with photos for your insurance claim',
        'Debris hauled away and the repaired section blended in with stain on request',
      ],
      image: caseCedarBefore,
    },
    process: {
      title: 'How a Fence Repair Works',
      intro: 'Small repairs are often done in a single visit; storm damage across several sections takes a day or two.',
      steps: [
        {
          title: 'Inspection',
          description:
            'We check every post along the damaged run, not just the one that fell, and tell you honestly whether repair or replacement makes more sense.',
        },
        {
          title: 'Written Quote',
          description: `An itemized quote after the visit, with photos and notes you can send to your insurer or your neighbor if the fence is shared.`,
        },
        {
          title: 'Repair',
          description:
            'Failed posts come out with their old concrete, new posts are set plumb in fresh concrete, and rails, pickets and gates go back on.',
        },
        {
          title: 'Blend & Clean Up',
          description:
            'New boards can be stained to sit closer to the old ones, and we haul off every broken board and chunk of concrete.',
        },
      ],
    },
    options: {
      title: 'Repair Options',
      intro: 'The right fix depends on how much of the fence has failed and how old it is.',
      items: [
        {
          icon: 'repair',
          title: 'Spot repair',
          description: 'A few pickets, a rail or one post. Quick and inexpensive when the rest of the fence is sound.',
        },
        {
          icon: 'wrench',
          title: 'Steel post retrofit',
          description:
            'Rotted wood posts swapped for galvanized steel posts in concrete while the existing pickets stay, so the fence stops leaning for good.',
        },
        {
          icon: 'fence',
          title: 'Section rebuild',
          description:
            'New posts, rails and pickets for a run that storm or age has taken down, built to match the height and style of the rest.',
        },
      ],
    },
    warranty: warrantySection(
      'What the Repair Warranty Covers',
      `Every post we set in a repair carries our ${fenceWarranty.lifetimeName}, the rest of the repair work carries the workmanship term written into your quote, and new posts, rails and pickets carry their manufacturers’ material warranties of ${terms.materialWarrantyYears} years, depending on the material. The parts of your fence we did not touch are not covered, and your written quote says exactly which parts we did.`,
    ),
    faqs: [
      {
        question: 'Is it better to repair or replace my fence?',
        answer:
          'If the damage is limited to a few posts or a section or two and the rest of the wood is sound, repair is usually the better value. If most posts are leaning or the pickets are gray, split and loose along the whole run, a replacement costs less over the next ten years. We show you what we find and quote both when it is close.',
      },
      {
        question: 'Will a repair match the rest of my fence?',
        answer:
          'We match the picket size, height and style. New cedar is lighter than weathered boards at first, so we can stain the repaired section, or the whole fence, to bring the colors closer together.',
      },
      {
        question: 'Does homeowners insurance cover fence damage from storms?',
        answer:
          'Many policies cover fences damaged by wind, hail or a fallen tree, minus your deductible, but not wear and rot. We photograph the damage and itemize the repair so you have what your insurer asks for; the claim decision is theirs.',
      },
      {
        question: 'My fence is shared with a neighbor. How do you handle that?',
        answer:
          'We can quote the shared section on its own and give both households the same written quote and photos, so it is easy to split the cost.',
      },
    ],
    related: [
      '/services/fences',
      '/services/fences/installation',
      '/services/fences/gates',
      '/services/fences/staining',
    ],
    cta: {
      title: 'Get Your Fence Standing Straight Again',
      description: `Send us a photo or book a visit. We will look at the posts, not just the pickets. ${responsePromise.sentence}`,
      benefits: [
        'Posts checked along the whole run',
        'Steel posts for lasting repairs',
        'Photos and itemized quote for insurers',
        `Repairing DFW fences since ${business.foundingYear}`,
      ],
    },
    service: {
      name: 'Fence repair',
      description:
        'Repair of leaning, rotted and storm-damaged wood, iron and chain link fences and gates across Dallas-Fort Worth, including steel post retrofits.',
    },
  },
  {
    path: '/services/fences/gates',
    eyebrow: 'Gates in Dallas-Fort Worth',
    hero: {
      title: 'Gates That Swing True',
      highlightedText: 'Year After Year',
      subtitle:
        'Cedar walk gates, double drive gates and ornamental steel gates built on welded steel frames, hung on heavy hinges and posts set to carry the weight, so they close without a shove.',
      primaryCTA: quoteCta,
      secondaryCTA: callCta,
      backgroundImage: heroFenceSales,
      highlights: [
        'Steel frames that do not sag',
        'Self-closing, pool-code latches available',
        'Built to match your fence',
        `A ${responsePromise.reply}`,
      ],
    },
    included: {
      title: 'What Every Gate Includes',
      intro: 'A gate takes more abuse than any other part of a fence. We build each one as its own small structure.',
      items: [
        'Gate posts set deeper and in more concrete than line posts',
        'A welded steel frame inside wood gates, or an all-steel frame for iron-look gates',
        'Heavy-duty hinges sized for the gate’s width and weight',
        'Latches, drop rods and cane bolts so double gates stay shut in the wind',
        'Self-closing hinges and a magnetic latch at the right height for pool barriers',
        'Hardware set up for a padlock on service and side-yard gates',
        'Gates hung level with an even gap, and adjusted at the final walkthrough',
      ],
      image: galleryWroughtIron,
    },
    process: {
      title: 'How We Build and Hang a Gate',
      intro: 'New gates are usually built with a new fence, but we also build and hang gates in an existing fence.',
      steps: [
        {
          title: 'Measure the Opening',
          description:
            'We measure the opening, check the slope of the ground the gate swings over and talk about what has to fit through it: mowers, trailers or cars.',
        },
        {
          title: 'Design & Quote',
          description: `You choose the style, swing direction and hardware, and get a written quote after we measure.`,
        },
        {
          title: 'Set Posts & Build',
          description:
            'Gate posts are set in concrete and left to cure; the gate is built on its steel frame to match your fence.',
        },
        {
          title: 'Hang & Adjust',
          description:
            'We hang the gate, set the latch and stops, adjust the swing and show you how to tighten the hinges if the gate ever needs it.',
        },
      ],
    },
    options: {
      title: 'Gate Styles',
      intro: 'Pick the width and style for how the gate is used; we match the material to the fence it sits in.',
      items: [
        {
          icon: 'gate',
          title: 'Walk gates',
          description:
            'Single gates 4 to 5 feet wide for side yards and back paths: wide enough for a wheelbarrow and a mower.',
        },
        {
          icon: 'home',
          title: 'Double drive gates',
          description:
            'Paired gates 10 to 16 feet wide for driveways, boats and trailers, with drop rods to hold them closed.',
        },
        {
          icon: 'shield',
          title: 'Ornamental steel gates',
          description:
            'Flat-top, pressed-spear or arched steel gates with a powder-coated finish, often with a matching walk gate.',
        },
        {
          icon: 'heart',
          title: 'Pool-safe gates',
          description:
            'Self-closing, self-latching gates that swing out from the pool, with the latch mounted where small children cannot reach it.',
        },
      ],
    },
    warranty: warrantySection(
      'Your Gate Warranty',
      `Gates are covered like the rest of your fence: the manufacturers’ material warranties of ${terms.materialWarrantyYears} years, depending on the material, our ${fenceWarranty.lifetimeName} on its posts, and the workmanship warranty of your package on how we built and hung it.`,
    ),
    faqs: [
      {
        question: 'Why do wood gates sag, and how do you prevent it?',
        answer:
          'A wood gate is heavy and hangs from one side, so gravity pulls the latch corner down, and clay soil lets an under-built post lean. We build wood gates on a welded steel frame and set gate posts deeper in concrete, which keeps the gate square for years.',
      },
      {
        question: 'Can you add a gate to my existing fence?',
        answer:
          'Yes. We cut the opening, set new gate posts in concrete on each side and build the gate to match your pickets, height and stain as closely as we can.',
      },
      {
        question: 'What does a pool gate need in Texas?',
        answer:
          'Pool barrier gates should open outward from the pool, close and latch by themselves, and have the release mounted high enough that small children cannot reach it. Your city may add its own rules; we check them and build to them.',
      },
      {
        question: 'Can you fix a gate that drags or will not latch?',
        answer:
          'Usually, yes. A dragging gate often needs a reset post, a steel frame kit or new hinges rather than a whole new gate. Our fence repair crews handle it.',
      },
    ],
    related: [
      '/services/fences',
      '/services/fences/installation',
      '/services/fences/repair',
      '/case-studies/wrought-iron-fence',
    ],
    cta: {
      title: 'Let’s Build a Gate You Never Have to Lift',
      description: `Tell us where the gate goes and what needs to fit through it. We will measure for free. ${responsePromise.sentence}`,
      benefits: [
        'Steel frames that stay square',
        'Heavy-duty, adjustable hinges',
        'Pool-code latches available',
        'Matched to your fence',
      ],
    },
    service: {
      name: 'Gate installation and repair',
      description:
        'Wood, ornamental steel and chain link walk gates and double drive gates built on steel frames, plus gate repair, across Dallas-Fort Worth.',
    },
  },
  {
    path: '/services/fences/staining',
    eyebrow: 'Fence staining in Dallas-Fort Worth',
    hero: {
      title: 'Fence Staining That Protects',
      highlightedText: 'Against the Texas Sun',
      subtitle:
        'Cedar and pine fences cleaned, brightened and sealed with a penetrating, UV-blocking stain, so the wood stops graying, cracking and cupping in the heat.',
      primaryCTA: quoteCta,
      secondaryCTA: callCta,
      backgroundImage: heroImage,
      highlights: [
        `Restain every ${terms.cedarRestainYears} years`,
        'Oil-based, UV-blocking stains',
        'Plants and concrete protected',
        `A ${responsePromise.reply}`,
      ],
    },
    included: {
      title: 'What Fence Staining Includes',
      intro: 'A stain job is only as good as the wood under it. Most of our time goes into preparing the surface.',
      items: [
        'A walk of the fence first, with loose boards re-fastened and popped nails set',
        'Low-pressure washing that removes dirt and gray fibers without furring the wood',
        'Wood brightener to open the grain and even out the color',
        'Drying time before any stain goes on',
        'Plants, patios, siding and driveways covered and protected',
        'A penetrating, oil-based semi-transparent stain with UV blockers on every face you choose',
        'Overspray and drips cleaned up the same day',
      ],
      image: galleryCedarPrivacy,
    },
    process: {
      title: 'How We Stain a Fence',
      intro: 'A typical backyard fence is cleaned on one visit and stained on the next, once the wood has dried.',
      steps: [
        {
          title: 'Color & Quote',
          description: `We look at the wood and show you stain samples on your own boards, then send a written quote.`,
        },
        {
          title: 'Clean & Brighten',
          description:
            'The fence is washed at low pressure and brightened, which removes the gray layer and lets the stain soak in.',
        },
        {
          title: 'Dry & Protect',
          description:
            'We let the wood dry out, watch the forecast for rain, and cover plants, patios and anything else near the fence.',
        },
        {
          title: 'Stain & Inspect',
          description:
            'Stain is sprayed and back-brushed into the grain, then we walk the fence with you to check coverage on every board.',
        },
      ],
    },
    options: {
      title: 'Stain Colors and Finishes',
      intro:
        'Semi-transparent stains show the wood grain and soak in rather than peel. Most HOAs publish a list of approved colors; we work from it.',
      items: [
        {
          icon: 'stain',
          title: 'Natural cedar tones',
          description:
            'Warm, lightly tinted stains that keep new cedar looking new, or bring weathered cedar back to a warm color.',
        },
        {
          icon: 'tree',
          title: 'Redwood and brown',
          description: 'Richer tones that hide the difference between new and old boards after repairs.',
        },
        {
          icon: 'shield',
          title: 'Both sides or one',
          description:
            'Staining only your side is cheaper; staining both sides protects the whole board and is what we recommend.',
        },
      ],
    },
    warranty: {
      title: 'Stain, Maintenance and Your Fence Warranty',
      text: `Stain is maintenance, and sun and rain wear it down: plan to restain every ${terms.cedarRestainYears} years to keep cedar protected. A fence we built keeps its ${terms.materialWarrantyYears} year material warranties, our ${fenceWarranty.lifetimeName} and its package workmanship warranty whether or not we stain it, and regular staining helps the wood last the full term.`,
      points: [
        `Restain every ${terms.cedarRestainYears} years`,
        `Fences we build: ${terms.materialWarrantyYears} year material warranties`,
        `Fences we build: ${fenceWarranty.lifetimeName} and a ${fenceWarrantyText.workmanship}`,
      ],
    },
    faqs: [
      {
        question: 'How often should a cedar fence be stained?',
        answer: `Every ${terms.cedarRestainYears} years in North Texas. Fences facing south and west, which take the full afternoon sun, fade fastest and are often the first to need it.`,
      },
      {
        question: 'How long should I wait to stain a new fence?',
        answer:
          'New cedar needs to dry out before it takes stain evenly: usually a few weeks in summer and longer in a wet spring. We check the moisture in the boards and schedule your staining when they are ready.',
      },
      {
        question: 'Can you stain a fence that has already turned gray?',
        answer:
          'Yes. Cleaning and brightening remove most of the gray, and a semi-transparent stain brings back a warm color. Boards that are split or rotted should be replaced first, and we will point them out.',
      },
      {
        question: 'Will staining harm my plants or grass?',
        answer:
          'We cover beds and plants next to the fence, wet down what cannot be covered, and spray on calm days. Your grass along the fence line is protected the same way.',
      },
    ],
    related: [
      '/services/fences',
      '/services/fences/installation',
      '/services/fences/repair',
      '/case-studies/cedar-privacy-fence',
    ],
    cta: {
      title: 'Give Your Fence Another Decade',
      description: `Book a visit and we will test stain colors on your own boards. ${responsePromise.sentence}`,
      benefits: [
        'Cleaned and brightened first',
        'Penetrating, UV-blocking stain',
        'Plants and patios protected',
        'HOA-approved colors',
      ],
    },
    service: {
      name: 'Fence staining and sealing',
      description: `Cleaning, brightening and staining of cedar and pine fences across Dallas-Fort Worth with penetrating, UV-blocking stain, recommended every ${terms.cedarRestainYears} years.`,
    },
  },
];
