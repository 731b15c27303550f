/**
 * The follow-up questions of the quote form, per service and kind of job (src/content/jobKinds.ts):
 * the two or three things the estimator needs to price a visit. Only the chosen service's and job's
 * questions show; the lead schema validates only those. A `required` question must be answered; the
 * others help but may be skipped.
 *
 * `jobs` lists the kinds of job that ask a question; without it, every kind of the service asks it.
 * A question with `several: true` is a set of checkboxes (symptoms that can come together); the
 * others are selects.
 *
 * Field names are unique across services, so every group can sit in one form (visitors without
 * JavaScript get all of them, and the server keeps only the chosen service's and job's answers).
 */
import type { ServiceQuestionsContent } from './schemas/serviceQuestions';
import { fenceTypeOptions } from './quoteOptions';

const notSure = { value: 'unsure', label: 'Not sure yet' } as const;

/**
 * Signs of foundation movement. An inspection with none of them is still an inspection: the kind of
 * job says so, so there is no "no signs" option (leads stored before kept one: see legacyQuestions).
 */
const foundationSymptomOptions = [
  { value: 'cracks', label: 'Cracks in walls, brick or slab' },
  { value: 'sticking-doors', label: 'Doors or windows that stick' },
  { value: 'sloping-floors', label: 'Sloping or uneven floors' },
  { value: 'gaps', label: 'Gaps around doors, windows or trim' },
] as const;

export const serviceQuestions = {
  fences: {
    legend: 'About your fence',
    questions: [
      {
        name: 'fenceType',
        label: 'Fence type',
        placeholder: 'Choose a fence type',
        message: 'Choose a fence type.',
        required: true,
        jobs: ['new'],
        options: fenceTypeOptions,
      },
      {
        name: 'fenceLength',
        label: 'Approximate length',
        placeholder: 'Choose a length',
        message: 'Choose an approximate length.',
        required: false,
        jobs: ['new', 'staining'],
        options: [
          { value: 'under-100', label: 'Under 100 ft (a side or a gate)' },
          { value: '100-200', label: '100 to 200 ft (a typical backyard)' },
          { value: '200-400', label: '200 to 400 ft' },
          { value: 'over-400', label: 'Over 400 ft (acreage, commercial)' },
          notSure,
        ],
      },
      {
        name: 'fenceProblems',
        label: 'What is wrong with it?',
        hint: '(choose all that apply)',
        message: 'Choose at least one thing that is wrong with the fence.',
        required: true,
        several: true,
        jobs: ['repair'],
        options: [
          { value: 'leaning', label: 'Leaning or loose posts' },
          { value: 'boards', label: 'Broken or missing boards or pickets' },
          { value: 'gate', label: 'A gate that sags, drags or will not latch' },
          { value: 'storm', label: 'Storm, wind or fallen-tree damage' },
          { value: 'rot', label: 'Rotten posts or boards' },
          { value: 'other', label: 'Something else (tell us below)' },
        ],
      },
      {
        name: 'fenceMaterial',
        label: 'What is the fence made of?',
        placeholder: 'Choose a material',
        message: 'Choose what the fence is made of.',
        required: false,
        jobs: ['repair'],
        options: fenceTypeOptions.filter((option) => option.value !== 'custom'),
      },
    ],
  },
  landscaping: {
    legend: 'About your landscaping',
    questions: [
      {
        name: 'landscapingWork',
        label: 'What do you need?',
        placeholder: 'Choose the kind of work',
        message: 'Choose the kind of work you need.',
        required: true,
        options: [
          { value: 'new', label: 'New beds and plantings' },
          { value: 'renovation', label: 'Redo an existing landscape' },
          { value: 'sod', label: 'New sod or lawn repair' },
          { value: 'cleanup', label: 'Clean-up, mulch and trimming' },
          { value: 'other', label: 'Something else' },
        ],
      },
      {
        name: 'landscapingArea',
        label: 'Where on the property?',
        placeholder: 'Choose an area',
        message: 'Choose where the work is.',
        required: false,
        options: [
          { value: 'front', label: 'Front yard' },
          { value: 'back', label: 'Backyard' },
          { value: 'both', label: 'Front and back' },
          { value: 'commercial', label: 'Commercial or HOA grounds' },
        ],
      },
    ],
  },
  'landscape-design': {
    legend: 'About your design',
    questions: [
      {
        name: 'designBudget',
        label: 'Budget for the whole project',
        placeholder: 'Choose a budget range',
        message: 'Choose a budget range.',
        required: true,
        options: [
          { value: 'under-10k', label: 'Under $10,000' },
          { value: '10k-25k', label: '$10,000 to $25,000' },
          { value: '25k-50k', label: '$25,000 to $50,000' },
          { value: 'over-50k', label: 'Over $50,000' },
          notSure,
        ],
      },
      {
        name: 'designScope',
        label: 'What should we design?',
        placeholder: 'Choose an area',
        message: 'Choose what we should design.',
        required: false,
        options: [
          { value: 'front', label: 'Front yard' },
          { value: 'back', label: 'Backyard' },
          { value: 'whole', label: 'The whole property' },
          { value: 'garden', label: 'A garden or planting plan' },
        ],
      },
    ],
  },
  irrigation: {
    legend: 'About your irrigation',
    questions: [
      {
        name: 'irrigationArea',
        label: 'What should it water?',
        placeholder: 'Choose an area',
        message: 'Choose what the system should water.',
        required: true,
        jobs: ['new'],
        options: [
          { value: 'front', label: 'Front yard' },
          { value: 'back', label: 'Backyard' },
          { value: 'both', label: 'Front and back' },
          { value: 'beds', label: 'Beds and trees only (drip)' },
        ],
      },
      {
        name: 'irrigationProblems',
        label: 'What is going wrong?',
        hint: '(choose all that apply)',
        message: 'Choose at least one thing that is going wrong.',
        required: true,
        several: true,
        jobs: ['repair'],
        options: [
          { value: 'leak', label: 'A leak, soggy spot or water bubbling up' },
          { value: 'heads', label: 'Broken, tilted or clogged heads' },
          { value: 'dry-spots', label: 'Dry or brown spots' },
          { value: 'zone', label: 'A zone that will not turn on or off' },
          { value: 'controller', label: 'The controller does not work right' },
        ],
      },
      {
        name: 'irrigationService',
        label: 'What do you need?',
        placeholder: 'Choose the kind of visit',
        message: 'Choose what you need.',
        required: true,
        jobs: ['maintenance'],
        options: [
          { value: 'check-up', label: 'A check-up of the whole system' },
          { value: 'start-up', label: 'Spring start-up' },
          { value: 'winterize', label: 'Winterizing' },
          { value: 'controller', label: 'A new or smart controller' },
        ],
      },
      {
        name: 'irrigationZones',
        label: 'Number of zones',
        placeholder: 'Choose a number',
        message: 'Choose the number of zones.',
        required: false,
        jobs: ['repair', 'maintenance'],
        options: [
          { value: '1-4', label: '1 to 4 zones' },
          { value: '5-8', label: '5 to 8 zones' },
          { value: '9-plus', label: '9 or more zones' },
          { value: 'unsure', label: 'Not sure' },
        ],
      },
    ],
  },
  'artificial-turf': {
    legend: 'About your turf',
    questions: [
      {
        name: 'turfArea',
        label: 'Approximate area',
        placeholder: 'Choose an area',
        message: 'Choose an approximate area.',
        required: true,
        options: [
          { value: 'under-500', label: 'Under 500 sq ft' },
          { value: '500-1000', label: '500 to 1,000 sq ft' },
          { value: '1000-2500', label: '1,000 to 2,500 sq ft' },
          { value: 'over-2500', label: 'Over 2,500 sq ft' },
          { value: 'unsure', label: 'Not sure' },
        ],
      },
      {
        name: 'turfPets',
        label: 'Dogs or other pets on it?',
        placeholder: 'Choose an answer',
        message: 'Tell us whether pets will use the turf.',
        required: false,
        options: [
          { value: 'yes', label: 'Yes, pets will use it' },
          { value: 'no', label: 'No pets' },
        ],
      },
    ],
  },
  'foundation-repair': {
    legend: 'About your foundation',
    questions: [
      {
        name: 'foundationSymptoms',
        label: 'What are you seeing?',
        hint: '(choose all that apply, or none if you have not noticed anything)',
        message: 'Choose what you are seeing.',
        required: false,
        several: true,
        options: foundationSymptomOptions,
      },
      {
        name: 'foundationType',
        label: 'Foundation type',
        placeholder: 'Choose a type',
        message: 'Choose a foundation type.',
        required: false,
        options: [
          { value: 'slab', label: 'Concrete slab' },
          { value: 'pier-beam', label: 'Pier and beam (crawl space)' },
          { value: 'unsure', label: 'Not sure' },
        ],
      },
    ],
  },
  'outdoor-living': {
    legend: 'About your outdoor space',
    questions: [
      {
        name: 'outdoorFeature',
        label: 'Main feature',
        placeholder: 'Choose a feature',
        message: 'Choose the main feature you want.',
        required: true,
        options: [
          { value: 'kitchen', label: 'Outdoor kitchen' },
          { value: 'cover', label: 'Patio cover or pergola' },
          { value: 'fire', label: 'Fire pit or fireplace' },
          { value: 'patio', label: 'Patio or deck' },
          { value: 'several', label: 'Several of these' },
        ],
      },
      {
        name: 'outdoorBudget',
        label: 'Budget',
        placeholder: 'Choose a budget range',
        message: 'Choose a budget range.',
        required: false,
        options: [
          { value: 'under-25k', label: 'Under $25,000' },
          { value: '25k-50k', label: '$25,000 to $50,000' },
          { value: '50k-100k', label: '$50,000 to $100,000' },
          { value: 'over-100k', label: 'Over $100,000' },
          notSure,
        ],
      },
    ],
  },
  other: { legend: '', questions: [] },
} as const satisfies ServiceQuestionsContent['serviceQuestions'];

/**
 * Questions no form asks any more, so that leads stored with them still show their answers: the
 * foundation form asked for one sign (`foundationSymptom`) before it took several, and irrigation's
 * "What do you need?" (`irrigationNeed`) overlapped the kinds of job.
 */
export const legacyQuestions = {
  'foundation-repair': [
    {
      name: 'foundationSymptom',
      label: 'What are you seeing?',
      options: [
        ...foundationSymptomOptions,
        { value: 'inspection', label: 'No signs: an inspection (buying or selling)' },
      ],
    },
  ],
  irrigation: [
    {
      name: 'irrigationNeed',
      label: 'What do you need?',
      options: [
        { value: 'new-system', label: 'A new sprinkler system' },
        { value: 'repair', label: 'Repair (leaks, broken heads, dry spots)' },
        { value: 'controller', label: 'A new or smart controller' },
        { value: 'maintenance', label: 'Check-up or seasonal start-up' },
      ],
    },
  ],
} as const satisfies ServiceQuestionsContent['legacyQuestions'];

/** Every follow-up field name, whichever service it belongs to. */
export const serviceQuestionNames: readonly string[] = Object.values(serviceQuestions).flatMap((group) =>
  group.questions.map((question) => question.name),
);
