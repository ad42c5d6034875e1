import { Badge, Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { uuidv7 } from 'uuidv7';
import type { DeskCat, DeskStay } from '../../../domain/contracts/desk-stays.ts';
import { hotelClock, parseInstant } from '../../../domain/dates.ts';
import { CAPTION_MAX } from '../../../domain/schemas/stay-photo.ts';
import type { StayPhotoView } from '../../../domain/stay-photos.ts';
import { base64Of, blobOfBase64, PhotoUnreadable, shrunkPhoto } from '../../components/photo-file.ts';
import { TextField } from '../../components/form-field.tsx';
import { StayPhoto } from '../../components/stay-photo.tsx';
import { notify } from '../../components/toaster.tsx';
import { postPhoto, useWaitingPhotos, type WaitingPhoto } from './desk-outbox.ts';
import type { StaffMember } from './desk-snapshots.ts';

// A photo for the cat's diary from the round (issue 34): the phone's camera, one line, and it is
// kept on this phone at once and sent with the round's taps when there is a signal, once. The
// phone shrinks it first, so it waits and travels as a few hundred kilobytes; the server makes the
// sizes the owner's pages show and strips where and with what it was taken.

/** Large enough for the server's largest size (1280 px) with room to spare; small enough for a weak signal. */
const LONGEST_SIDE = 1600;
const PHOTO_QUALITY = 0.82;

function WaitingPreview({ photo, alt }: { photo: WaitingPhoto; alt: string }) {
  const address = useMemo(() => URL.createObjectURL(blobOfBase64('image/jpeg', photo.data)), [photo.data]);
  useEffect(() => () => URL.revokeObjectURL(address), [address]);
  return (
    <Stack gap="1">
      <Box asChild w="full" h="auto" borderRadius="l2">
        <img src={address} alt={alt} />
      </Box>
      {photo.caption !== '' && <Text fontSize="sm">{photo.caption}</Text>}
      <Badge alignSelf="start" colorPalette={photo.refused ? 'red' : 'yellow'} variant="subtle">
        {photo.refused ? 'Not posted: see the changes under the tabs' : 'Waiting for signal'}
      </Badge>
    </Stack>
  );
}

function postedWords(photo: StayPhotoView): string {
  const at = parseInstant(photo.at);
  return `${at === undefined ? '' : `${hotelClock(at).time}, `}posted by ${photo.by}`;
}

export function RoundPhotos({
  member,
  stay,
  cat,
  day,
  posted,
}: {
  member: StaffMember;
  stay: DeskStay;
  cat: DeskCat;
  day: string;
  /** The photos of this cat the server had for the day when Today was read. */
  posted: readonly StayPhotoView[];
}) {
  const picker = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<{ data: string; address: string } | null>(null);
  const [caption, setCaption] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [reading, setReading] = useState(false);
  const waiting = useWaitingPhotos(day).filter((photo) => photo.catId === cat.id);
  const shown = posted.filter((photo) => !waiting.some((one) => one.id === photo.id));
  useEffect(() => () => (picked === null ? undefined : URL.revokeObjectURL(picked.address)), [picked]);

  async function pick(file: File | undefined) {
    if (file === undefined) return;
    setReading(true);
    setProblem(undefined);
    try {
      const photo = await shrunkPhoto(file, LONGEST_SIDE, PHOTO_QUALITY);
      setPicked({ data: await base64Of(photo), address: URL.createObjectURL(photo) });
    } catch (error) {
      setProblem(error instanceof PhotoUnreadable ? 'This photo cannot be read on this phone: take it again, or choose a JPEG.' : String(error));
    } finally {
      setReading(false);
      if (picker.current !== null) picker.current.value = '';
    }
  }

  async function post() {
    if (picked === null) return;
    if (caption.length > CAPTION_MAX) return setProblem(`Keep the line to ${CAPTION_MAX} characters`);
    const upload = {
      id: uuidv7(),
      bookingId: stay.id,
      catId: cat.id,
      day,
      caption: caption.trim(),
      takenAt: new Date().toISOString(),
      data: picked.data,
    };
    try {
      await postPhoto(member, upload, `Photo of ${cat.name}`);
      setPicked(null);
      setCaption('');
    } catch (error) {
      notify('Not kept', (error as Error).message, 'error');
    }
  }

  return (
    <Stack gap="2" aria-label={`Photos of ${cat.name}`} as="section">
      {(shown.length > 0 || waiting.length > 0) && (
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="2">
          {shown.map((photo) => (
            <Stack key={photo.id} gap="1">
              <StayPhoto photo={photo} side="desk" alt={`Photo of ${cat.name}`} />
              <Text fontSize="xs" color="fg.muted">
                {postedWords(photo)}
              </Text>
            </Stack>
          ))}
          {waiting.map((photo) => (
            <WaitingPreview key={photo.id} photo={photo} alt={`Photo of ${cat.name}, waiting to be sent`} />
          ))}
        </SimpleGrid>
      )}
      <input
        ref={picker}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        aria-label={`Take a photo of ${cat.name}`}
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      {picked === null ? (
        <Button size="sm" variant="outline" colorPalette="brand" alignSelf="start" loading={reading} onClick={() => picker.current?.click()}>
          Photo for the diary
        </Button>
      ) : (
        <Stack
          as="form"
          gap="2"
          onSubmit={(event) => {
            event.preventDefault();
            void post();
          }}
        >
          <Box maxW="240px">
            <Box asChild w="full" h="auto" borderRadius="l2">
              <img src={picked.address} alt={`The photo of ${cat.name} to post`} />
            </Box>
          </Box>
          <TextField
            label="One line for the owner"
            name={`caption-${stay.id}-${cat.id}`}
            value={caption}
            onValueChange={setCaption}
            maxLength={CAPTION_MAX}
            helper="Shown under the photo in the owner's diary; blank if none"
          />
          <HStack gap="2">
            <Button type="submit" size="sm" colorPalette="brand">
              Post to the diary
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setPicked(null)}>
              Not this one
            </Button>
          </HStack>
        </Stack>
      )}
      {problem !== undefined && (
        <Text color="red.700" fontSize="sm" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
