/**
 * The videos page: the facility tour and three short films. The files live in
 * web/public/media/videos; a real film replaces its placeholder under the same name (MP4, H.264,
 * 16:9; web/public/media/README.md has the details), and its poster is the still shown before
 * anyone presses play.
 */
export interface VideoItem {
  title: string;
  description: string;
  /** The video file, served as it is. */
  src: string;
  /** The MIME type of `src`, so a browser that cannot play it skips the download. */
  type: string;
  /** The still shown before the video plays. */
  poster: string;
}

/** Every video is 16:9; the page reserves this shape before anything loads. */
export const VIDEO_WIDTH = 1280;
export const VIDEO_HEIGHT = 720;

/** Shown inside every video element, for the rare browser that cannot play video at all. */
export const VIDEO_FALLBACK = 'Your browser does not support the video tag.';

export const FACILITY_TOUR: VideoItem = {
  title: 'Facility tour',
  description:
    'Walk through the hotel with us: the 220 m² indoor space with its climbing walls, window perches and quiet corners, the feeding station and fountains, and out into the 70 m² catio. It is the tour we give owners who visit, in a few minutes, so you can see where your cat will sleep, play and watch the birds.',
  src: '/media/videos/facility-tour.mp4',
  type: 'video/mp4',
  poster: '/media/videos/facility-tour-poster.svg',
};

export const VIDEO_CARDS: readonly VideoItem[] = [
  {
    title: 'Personal Interaction Time',
    description:
      'Every guest has an hour a day with one of our team. Some cats want the feather wand, some want brushing, and some simply want a warm lap; we follow their lead and note what they enjoyed for the next day.',
    src: '/media/videos/personal-interaction-time.mp4',
    type: 'video/mp4',
    poster: '/media/videos/personal-interaction-time-poster.svg',
  },
  {
    title: 'Catio Adventures',
    description:
      'Fresh air, sun decks and lookout ledges in our fully enclosed 70 m² catio. Guests sniff the cat grass, stalk the leaves and watch the Blouberg birds, with a mesh roof between them and the rest of the world.',
    src: '/media/videos/catio-adventures.mp4',
    type: 'video/mp4',
    poster: '/media/videos/catio-adventures-poster.svg',
  },
  {
    title: 'AI Feeding Systems',
    description:
      'Automated feeders serve every meal on time and in measured portions, filtered fountains keep the water fresh, and each meal is logged, so we notice a change in appetite early. Wet food is served every second day.',
    src: '/media/videos/ai-feeding-systems.mp4',
    type: 'video/mp4',
    poster: '/media/videos/ai-feeding-systems-poster.svg',
  },
];
