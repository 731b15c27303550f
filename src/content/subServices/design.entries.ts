/**
 * The registry entries of the landscape design sub-service pages: listed in src/content/registry.ts. Their copy is
 * in ./design.ts and loads with the page.
 */
import { subServiceEntry } from './subServiceEntry';

const entry = subServiceEntry('design');

export const designSubServiceEntries = [
  entry({
    path: '/services/design/custom-plans',
    label: 'Custom Landscape Plans',
    title: 'Custom Landscape Plans: Scaled Designs and Plant Lists for DFW',
    description:
      'Scaled landscape plans with every bed, path, patio and plant placed and named, drawn for clay soil and HOA review, ready to price and build.',
  }),
  entry({
    path: '/services/design/space-planning',
    label: 'Space Planning',
    title: 'Outdoor Space Planning: Patios, Lawns & Outdoor Rooms in DFW',
    description:
      'Where the patio, play lawn, dog run and outdoor kitchen go, sized for how you use the yard and how the Texas sun and shade move across it.',
  }),
  entry({
    path: '/services/design/visual-presentations',
    label: 'Visual Presentations',
    title: '3D Landscape Visual Presentations: See Your Yard Before It Is Built',
    description:
      'Realistic 3D views, planting boards and material samples that let you walk through your new yard and compare options before anything is built.',
  }),
  entry({
    path: '/services/design/process',
    label: 'Design Process',
    title: 'Our Landscape Design Process: From Consultation to Final Plan',
    description:
      'How a landscape design comes together: consultation, site analysis, concept, 3D presentation and final plan, and what you receive at each step.',
  }),
];
