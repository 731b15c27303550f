/**
 * Every catalogue entry, for the tests and the build (the photo pipeline). Pages never import this
 * list: each imports only the entries it shows, so no page carries the whole catalogue in its JavaScript.
 */
import aboutStory from './about-story';
import caseCedarAfter from './case-cedar-after';
import caseCedarBefore from './case-cedar-before';
import caseIronAfter from './case-iron-after';
import caseIronBefore from './case-iron-before';
import caseRanchAfter from './case-ranch-after';
import caseRanchBefore from './case-ranch-before';
import designCourtyard from './design-courtyard';
import designNativeGarden from './design-native-garden';
import designPoolside from './design-poolside';
import foundationDrainage from './foundation-drainage';
import galleryCedarPrivacy from './gallery-cedar-privacy';
import galleryFirePit from './gallery-fire-pit';
import galleryFrontBeds from './gallery-front-beds';
import galleryOutdoorKitchen from './gallery-outdoor-kitchen';
import galleryPergolaPatio from './gallery-pergola-patio';
import galleryRanchRail from './gallery-ranch-rail';
import galleryStonePath from './gallery-stone-path';
import galleryWroughtIron from './gallery-wrought-iron';
import galleryXeriscape from './gallery-xeriscape';
import heroAbout from './hero-about';
import heroDesign from './hero-design';
import heroFenceSales from './hero-fence-sales';
import heroFences from './hero-fences';
import heroFoundation from './hero-foundation';
import heroGardenDesign from './hero-garden-design';
import heroHome from './hero-home';
import heroIrrigation from './hero-irrigation';
import heroKitchen from './hero-kitchen';
import heroLandscapeDesign from './hero-landscape-design';
import heroLandscaping from './hero-landscaping';
import heroOutdoorLiving from './hero-outdoor-living';
import heroTurf from './hero-turf';
import irrigationController from './irrigation-controller';
import kitchenIsland from './kitchen-island';
import kitchenPavilion from './kitchen-pavilion';
import yardAfter from './yard-after';
import yardBefore from './yard-before';
import type { CatalogueImage } from '../schemas/shapes';

export const allImages: CatalogueImage[] = [
  aboutStory,
  caseCedarAfter,
  caseCedarBefore,
  caseIronAfter,
  caseIronBefore,
  caseRanchAfter,
  caseRanchBefore,
  designCourtyard,
  designNativeGarden,
  designPoolside,
  foundationDrainage,
  galleryCedarPrivacy,
  galleryFirePit,
  galleryFrontBeds,
  galleryOutdoorKitchen,
  galleryPergolaPatio,
  galleryRanchRail,
  galleryStonePath,
  galleryWroughtIron,
  galleryXeriscape,
  heroAbout,
  heroDesign,
  heroFenceSales,
  heroFences,
  heroFoundation,
  heroGardenDesign,
  heroHome,
  heroIrrigation,
  heroKitchen,
  heroLandscapeDesign,
  heroLandscaping,
  heroOutdoorLiving,
  heroTurf,
  irrigationController,
  kitchenIsland,
  kitchenPavilion,
  yardAfter,
  yardBefore,
];
