import { AspectRatio, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { useId } from 'react';
import { PageHead } from '../components/page-head.tsx';
import { PageActions, PageHero, Section } from '../components/page-sections.tsx';
import { PAGES } from '../content/pages.ts';
import { FACILITY_TOUR, VIDEO_CARDS, VIDEO_FALLBACK, VIDEO_HEIGHT, VIDEO_WIDTH, type VideoItem } from '../content/videos.ts';

export const Route = createFileRoute('/videos')({ component: VideosPage });

/**
 * A film in a 16:9 frame. `preload="none"` keeps the page light: only the poster loads until
 * someone presses play, which matters to owners browsing on mobile data.
 */
function HotelVideo({ video, describedBy, rounded = false }: { video: VideoItem; describedBy: string; rounded?: boolean }) {
  return (
    <AspectRatio ratio={16 / 9} bg="brand.900" overflow="hidden" borderRadius={rounded ? 'l3' : undefined}>
      <video
        controls
        preload="none"
        playsInline
        poster={video.poster}
        width={VIDEO_WIDTH}
        height={VIDEO_HEIGHT}
        aria-label={video.title}
        aria-describedby={describedBy}
      >
        <source src={video.src} type={video.type} />
        {VIDEO_FALLBACK}
      </video>
    </AspectRatio>
  );
}

function VideoCard({ video }: { video: VideoItem }) {
  const descriptionId = useId();
  return (
    <Stack as="article" gap="0" bg="white" borderRadius="l3" borderWidth="1px" borderColor="bg.muted" overflow="hidden" h="full">
      <HotelVideo video={video} describedBy={descriptionId} />
      <Stack gap="2" p={{ base: '5', md: '6' }}>
        <Heading as="h3" fontSize="lg" color="brand.800">
          {video.title}
        </Heading>
        <Text id={descriptionId} color="fg.muted">
          {video.description}
        </Text>
      </Stack>
    </Stack>
  );
}

function VideosPage() {
  const tourDescriptionId = useId();
  return (
    <>
      <PageHead page={PAGES.videos} />
      <PageHero
        eyebrow="Videos"
        title="See a day at the hotel before you book"
        lead="Short films from inside Sunningdale: the space your cat will have to roam, the people who look after every guest, and the quiet technology that keeps meals and water on time."
      />
      <Section title={FACILITY_TOUR.title}>
        <Stack gap="6">
          <HotelVideo video={FACILITY_TOUR} describedBy={tourDescriptionId} rounded />
          <Text id={tourDescriptionId} fontSize="lg" color="fg.muted" maxW="3xl">
            {FACILITY_TOUR.description}
          </Text>
        </Stack>
      </Section>
      <Section title="A closer look" intro="Three parts of a guest’s day, filmed as they happen." tone="tinted">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {VIDEO_CARDS.map((video) => (
            <VideoCard key={video.src} video={video} />
          ))}
        </SimpleGrid>
      </Section>
      <Section
        title="Come and see it in person"
        intro="Nothing beats meeting the team and watching the cats for yourself. We show owners around by appointment."
      >
        <PageActions
          links={[
            { to: '/contact', label: 'Schedule your visit' },
            { to: '/gallery', label: 'Browse the gallery' },
          ]}
        />
      </Section>
    </>
  );
}
