import { Badge, Box, Button, chakra, Heading, HStack, Image, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Modal, ModalBody, ModalClose, ModalContent, ModalFooter, ModalTitle } from '../components/modal.tsx';
import { PageHead } from '../components/page-head.tsx';
import { PageActions, PageHero, Section, StatTiles } from '../components/page-sections.tsx';
import { CATIO_PHOTOS, FACILITY_HIGHLIGHTS, GALLERY_STATS, INDOOR_PHOTOS, PHOTO_HEIGHT, PHOTO_WIDTH, type GalleryPhoto } from '../content/gallery.ts';
import { PAGES } from '../content/pages.ts';

export const Route = createFileRoute('/gallery')({ component: GalleryPage });

/**
 * A photo tile: a button that opens the photo larger. Its title shows on hover and on keyboard
 * focus; where there is no hover (touch screens) or under 768 px it is always shown. The large
 * (featured) tile takes the height of the two grid rows it spans; all others are 4:3.
 */
function PhotoTile({
  photo,
  featured,
  onOpen,
  tileRef,
}: {
  photo: GalleryPhoto;
  featured: boolean;
  onOpen: () => void;
  tileRef: (element: HTMLButtonElement | null) => void;
}) {
  const titleId = useId();
  const altId = useId();
  return (
    <chakra.button
      ref={tileRef}
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-labelledby={titleId}
      aria-describedby={altId}
      className="group"
      position="relative"
      display="block"
      width="full"
      height={featured ? { base: 'auto', md: 'full' } : undefined}
      aspectRatio={featured ? { base: '4 / 3', md: 'auto' } : '4 / 3'}
      overflow="hidden"
      borderRadius="l3"
      bg="bg.muted"
      cursor="zoom-in"
      focusVisibleRing="outside"
      focusRingColor="brass.500"
      focusRingWidth="3px"
    >
      <Image
        id={altId}
        src={photo.src}
        alt={photo.alt}
        width={PHOTO_WIDTH}
        height={PHOTO_HEIGHT}
        loading="lazy"
        decoding="async"
        position="absolute"
        inset="0"
        w="full"
        h="full"
        objectFit="cover"
        transition="transform 0.4s ease"
        _groupHover={{ transform: 'scale(1.03)' }}
        css={{ '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}
      />
      <Box
        as="span"
        id={titleId}
        position="absolute"
        insetX="0"
        bottom="0"
        display="block"
        textAlign="start"
        px={{ base: '3', md: '4' }}
        pt={{ base: '6', md: '10' }}
        pb={{ base: '2.5', md: '3' }}
        color="white"
        fontWeight="medium"
        fontSize={featured ? { base: 'md', md: 'lg' } : 'sm'}
        lineHeight="1.3"
        bgImage="linear-gradient(to top, rgba(13, 27, 28, 0.9), rgba(13, 27, 28, 0.6) 60%, rgba(13, 27, 28, 0))"
        opacity={{ base: 1, md: 0 }}
        transition="opacity 0.2s ease"
        _groupHover={{ opacity: 1 }}
        _groupFocusVisible={{ opacity: 1 }}
        css={{ '@media (hover: none)': { opacity: 1 } }}
      >
        {photo.title}
      </Box>
    </chakra.button>
  );
}

/** The larger view: one photo with its title and description, stepping through its group. */
function PhotoViewer({
  photos,
  index,
  onIndexChange,
  onClose,
  returnFocusTo,
}: {
  photos: readonly GalleryPhoto[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null;
}) {
  const photo = index === null ? undefined : photos[index];
  const nextButton = useRef<HTMLButtonElement>(null);
  const descriptionId = useId();
  const step = (by: number) => {
    if (index !== null) onIndexChange((index + by + photos.length) % photos.length);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    if (event.key === 'ArrowLeft') step(-1);
  };
  return (
    <Modal
      open={photo !== undefined}
      onClose={onClose}
      initialFocus={nextButton}
      finalFocus={returnFocusTo}
      size={{ base: 'md', md: 'lg' }}
      aria-describedby={descriptionId}
    >
      {photo !== undefined && index !== null && (
        <ModalContent onKeyDown={onKeyDown} bg="bg">
          <ModalTitle pe="14" fontSize={{ base: 'xl', md: '2xl' }}>
            {photo.title}
          </ModalTitle>
          <ModalBody>
            <Stack gap="4">
              {/* The description below says what the photo shows, so the image itself is not read twice. */}
              <Image
                src={photo.src}
                alt=""
                width={PHOTO_WIDTH}
                height={PHOTO_HEIGHT}
                // As wide as the dialog, but never so tall that it pushes the buttons off a short screen.
                w="min(100%, calc((100dvh - 17rem) * 4 / 3))"
                mx="auto"
                h="auto"
                aspectRatio="4 / 3"
                objectFit="cover"
                borderRadius="l2"
                bg="bg.muted"
              />
              <Text id={descriptionId} color="fg.muted">
                {photo.alt}
              </Text>
            </Stack>
          </ModalBody>
          <ModalFooter justifyContent="space-between" gap="3">
            <Button variant="outline" colorPalette="brand" onClick={() => step(-1)}>
              Previous
            </Button>
            <Text color="fg.muted" fontSize="sm" aria-live="polite">
              {index + 1} of {photos.length}
            </Text>
            <Button ref={nextButton} variant="outline" colorPalette="brand" onClick={() => step(1)}>
              Next
            </Button>
          </ModalFooter>
          <ModalClose aria-label="Close the photo" />
        </ModalContent>
      )}
    </Modal>
  );
}

/**
 * A group of photos. The first one is shown large (two columns wide, and two rows tall in four
 * columns), so 17 and 5 photos both fill whole rows in the two- and the four-column grid.
 */
function PhotoGrid({ photos, label }: { photos: readonly GalleryPhoto[]; label: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const [last, setLast] = useState(0);
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);
  const show = (index: number) => {
    setOpen(index);
    setLast(index);
  };
  return (
    <>
      <SimpleGrid as="ul" aria-label={label} columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '4' }} listStyleType="none">
        {photos.map((photo, index) => (
          <Box as="li" key={photo.src} gridColumn={index === 0 ? 'span 2' : undefined} gridRow={index === 0 ? { md: 'span 2' } : undefined} minW="0">
            <PhotoTile
              photo={photo}
              featured={index === 0}
              onOpen={() => show(index)}
              tileRef={(element) => {
                tiles.current[index] = element;
              }}
            />
          </Box>
        ))}
      </SimpleGrid>
      <PhotoViewer
        photos={photos}
        index={open}
        onIndexChange={show}
        onClose={() => setOpen(null)}
        returnFocusTo={() => tiles.current[last] ?? null}
      />
    </>
  );
}

function CheckMark() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill="currentColor" opacity="0.18" />
      <path d="M6 10.5l2.6 2.6L14.2 7.4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function GalleryPage() {
  return (
    <>
      <PageHead page={PAGES.gallery} />
      <PageHero
        eyebrow="Gallery"
        title="Look around your cat’s holiday home"
        lead="220 m² of cage-free indoor space and a 70 m² catio, shared by no more than five guests at a time. Select any photo to see it larger."
      />
      <Section title="At a glance">
        <StatTiles tiles={GALLERY_STATS} />
      </Section>
      <Section
        title="Indoors: 220 m² to roam"
        intro="One open living space instead of rows of cages: climbing walls and walkways for the adventurous, window perches for the sun-seekers and covered hideaways for the shy."
        tone="tinted"
      >
        <PhotoGrid photos={INDOOR_PHOTOS} label="Indoor photos" />
      </Section>
      <Section
        title="The catio: 70 m² of fresh air"
        intro="A fully enclosed garden room with a mesh roof, where guests sunbathe, nibble cat grass and watch the birds in complete safety."
      >
        <PhotoGrid photos={CATIO_PHOTOS} label="Catio photos" />
      </Section>
      <Section title="What each space offers" tone="tinted">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {FACILITY_HIGHLIGHTS.map((space) => (
            <Stack key={space.title} gap="5" bg="white" borderRadius="l3" borderWidth="1px" borderColor="bg.muted" p={{ base: '6', md: '8' }}>
              <HStack justify="space-between" align="baseline" gap="3">
                <Heading as="h3" fontSize="xl" fontWeight="normal" color="brand.800">
                  {space.title}
                </Heading>
                <Badge colorPalette="brass" variant="subtle" size="lg">
                  {space.area}
                </Badge>
              </HStack>
              <List.Root gap="3" variant="plain">
                {space.items.map((item) => (
                  <List.Item key={item} display="flex" alignItems="flex-start" gap="3" color="fg">
                    <Box as="span" flexShrink="0" color="brand.500" mt="0.5">
                      <CheckMark />
                    </Box>
                    <span>{item}</span>
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <Section
        title="See it for yourself"
        intro="Photos only go so far. Watch the facility tour, or come and meet us: we show owners around by appointment."
      >
        <PageActions
          links={[
            { to: '/videos', label: 'Watch our videos' },
            { to: '/contact', label: 'Schedule your visit' },
          ]}
        />
      </Section>
    </>
  );
}
