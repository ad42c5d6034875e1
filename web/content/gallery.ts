/**
 * The gallery: every photo's file, its alt text (what the photo shows, for owners who cannot see
 * it) and the short title shown over it. The files live in web/public/media/gallery; to use a real
 * photo, drop it in beside the placeholder under the same name and change the extension here
 * (web/public/media/README.md has the sizes). If a new photo shows something else, rewrite its alt.
 */
export interface GalleryPhoto {
  src: string;
  alt: string;
  title: string;
}

/** Every gallery photo is 4:3; these are the sizes the page reserves, so nothing shifts as they load. */
export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 900;

export const INDOOR_PHOTOS: readonly GalleryPhoto[] = [
  {
    src: '/media/gallery/indoor-01-main-lounge.svg',
    title: 'The main lounge',
    alt: 'The open-plan main lounge with a climbing wall of padded shelves and a ginger cat resting on the highest perch',
  },
  {
    src: '/media/gallery/indoor-02-window-perch.svg',
    title: 'Sunlit window perch',
    alt: 'A grey tabby stretched out on a cushioned window perch in the afternoon sun',
  },
  {
    src: '/media/gallery/indoor-03-climbing-wall.svg',
    title: 'The climbing wall',
    alt: 'Wall-mounted wooden steps and a fabric hammock rising towards the ceiling, with a cat halfway up',
  },
  {
    src: '/media/gallery/indoor-04-quiet-nook.svg',
    title: 'A quiet nook',
    alt: 'A covered cat bed tucked under a low shelf, a calm corner where a shy guest can settle in',
  },
  {
    src: '/media/gallery/indoor-05-cat-tree.svg',
    title: 'The tall cat tree',
    alt: 'A tall sisal cat tree with three carpeted platforms beside the lounge window',
  },
  {
    src: '/media/gallery/indoor-06-ceiling-walkway.svg',
    title: 'Ceiling walkway',
    alt: 'A narrow wooden walkway close to the ceiling, with a black cat looking down at the room below',
  },
  {
    src: '/media/gallery/indoor-07-play-corner.svg',
    title: 'The play corner',
    alt: 'Feather wands, crinkle balls and a fabric tunnel laid out on the play-corner rug',
  },
  {
    src: '/media/gallery/indoor-08-afternoon-nap.svg',
    title: 'Afternoon nap',
    alt: 'Two cats asleep side by side on a fleece blanket in the lounge',
  },
  {
    src: '/media/gallery/indoor-09-feeding-station.svg',
    title: 'The feeding station',
    alt: 'A row of automated feeders with measured portions, each bowl raised to cat height',
  },
  {
    src: '/media/gallery/indoor-10-water-fountain.svg',
    title: 'Fresh-water fountain',
    alt: 'A cat drinking from a filtered ceramic water fountain with a gently running stream',
  },
  {
    src: '/media/gallery/indoor-11-self-cleaning-toilets.svg',
    title: 'Self-cleaning toilets',
    alt: 'Automated self-cleaning litter boxes side by side in a bright, well-ventilated corner',
  },
  {
    src: '/media/gallery/indoor-12-scratching-posts.svg',
    title: 'Scratching posts',
    alt: 'Sisal scratching posts and cardboard scratchers lined up along the hallway wall',
  },
  {
    src: '/media/gallery/indoor-13-hideaway-cubes.svg',
    title: 'Hideaway cubes',
    alt: 'Wooden hideaway cubes with round openings, stacked at different heights, one with a cat peeking out',
  },
  {
    src: '/media/gallery/indoor-14-grooming-corner.svg',
    title: 'The grooming corner',
    alt: 'A long-haired cat being brushed on a padded grooming table with soft brushes laid out beside it',
  },
  {
    src: '/media/gallery/indoor-15-lap-time.svg',
    title: 'Lap time',
    alt: 'A team member in an armchair with a contented cat on her lap during the daily hour of personal time',
  },
  {
    src: '/media/gallery/indoor-16-evening-lounge.svg',
    title: 'The lounge at dusk',
    alt: 'The lounge in warm evening light, the lamps dimmed and cats settling on their shelves for the night',
  },
  {
    src: '/media/gallery/indoor-17-monitoring-cameras.svg',
    title: 'Round-the-clock cameras',
    alt: 'A discreet ceiling camera above the lounge, one of the cameras the team uses to check on every cat day and night',
  },
];

export const CATIO_PHOTOS: readonly GalleryPhoto[] = [
  {
    src: '/media/gallery/catio-01-overview.svg',
    title: 'The catio',
    alt: 'The fully enclosed 70 m² catio with mesh walls and roof, wooden decks and potted plants',
  },
  {
    src: '/media/gallery/catio-02-sun-deck.svg',
    title: 'The sun deck',
    alt: 'Two cats basking on a raised wooden sun deck inside the enclosed catio',
  },
  {
    src: '/media/gallery/catio-03-cat-garden.svg',
    title: 'A cat-safe garden',
    alt: 'Cat grass, catnip and other cat-safe plants growing in planters along the catio mesh',
  },
  {
    src: '/media/gallery/catio-04-lookout-ledges.svg',
    title: 'Lookout ledges',
    alt: 'High wooden ledges along the catio mesh, where a tabby sits watching the birds outside',
  },
  {
    src: '/media/gallery/catio-05-shelter.svg',
    title: 'Shade and shelter',
    alt: 'A shaded corner of the catio with a covered wooden shelter for windy Blouberg afternoons',
  },
];

/** The tiles above the photos; "5" is the most guest cats we board at one time. */
export const GALLERY_STATS = [
  { value: '290 m²', label: 'of cage-free space' },
  { value: '24/7', label: '24/7 monitoring' },
  { value: '5', label: 'max guests' },
  { value: '0', label: 'cages' },
] as const;

export interface FacilityHighlights {
  title: string;
  area: string;
  items: readonly string[];
}

export const FACILITY_HIGHLIGHTS: readonly FacilityHighlights[] = [
  {
    title: 'Indoors',
    area: '220 m²',
    items: [
      'One open, cage-free living space, shared by no more than five guests at a time',
      'Climbing walls, ceiling walkways and padded shelves at every height',
      'Sunlit window perches and covered hideaways for shy or older cats',
      'Automated feeders, filtered water fountains and self-cleaning toilets',
      'Cameras and a team on call for 24/7 care and monitoring',
      'One hour of personal interaction every day: play, brushing or quiet lap time',
    ],
  },
  {
    title: 'The catio',
    area: '70 m²',
    items: [
      'Fully enclosed outdoor space: mesh walls and a mesh roof, with no way out',
      'Raised sun decks and lookout ledges for birdwatching',
      'Cat grass, catnip and other cat-safe plants to nibble and sniff',
      'Shade and a covered shelter for when the south-easter blows',
      'Fresh sea air without the dangers of roads, dogs or other cats',
    ],
  },
];
