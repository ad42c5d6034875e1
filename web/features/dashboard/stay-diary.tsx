import { Box, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { diaryWords } from '../../../domain/care-log.ts';
import { hotelClock, longDay, parseInstant } from '../../../domain/dates.ts';
import { catReportLines, type DiaryItem, diaryDays, nightsWords, reportCardOf, type StayDiaryParts, weightWords } from '../../../domain/diary.ts';
import { StayPhoto } from '../../components/stay-photo.tsx';
import type { LocalBooking, LocalCat } from '../../db.ts';
import { Section } from './stay-section.tsx';

// The stay's diary as its owner reads it (issue 34): the staff's photos and notes, the meals and
// medicines of the care log in the owner's words, the cat on the scale going in and coming out,
// newest first, one cat or all; and once the cats have gone home, the report card on top. All of it
// from the phone's copy of the booking, so it reads offline as of the last pull.

/** "08:10", by the hotel's clock. */
export function timeWords(instant: string): string {
  const at = parseInstant(instant);
  return at === undefined ? instant : hotelClock(at).time;
}

function catName(cats: readonly LocalCat[], catId: string): string {
  return cats.find((cat) => cat.id === catId)?.name ?? 'Your cat';
}

function Item({ item, cats, named }: { item: DiaryItem; cats: readonly LocalCat[]; named: boolean }) {
  const who = named ? `${catName(cats, item.catId)}: ` : '';
  switch (item.type) {
    case 'care':
      return (
        <>
          <Text>
            {who}
            {diaryWords(item.entry)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {timeWords(item.at)}, by {item.entry.by}
          </Text>
        </>
      );
    case 'photo':
      return (
        <>
          {named && <Text fontWeight="semibold">{catName(cats, item.catId)}</Text>}
          <StayPhoto photo={item.photo} side="owner" alt={photoAlt(catName(cats, item.catId), item.photo.caption)} />
          <Text fontSize="sm" color="fg.muted">
            {timeWords(item.at)}, by {item.photo.by}
          </Text>
        </>
      );
    case 'weight':
      return (
        <>
          <Text>
            {who}
            {weightWords(item.weight)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {timeWords(item.at)}
          </Text>
        </>
      );
  }
}

function photoAlt(name: string, caption: string): string {
  return caption === '' ? `Photo of ${name}` : `Photo of ${name}: ${caption}`;
}

/** The stay summed up at check-out: the same reading as the card e-mailed to the owner. */
function ReportCard({ booking, parts, cats }: { booking: LocalBooking; parts: StayDiaryParts; cats: readonly LocalCat[] }) {
  const stayCats = booking.catIds.map((id) => ({ id, name: catName(cats, id) }));
  const card = reportCardOf({ nights: booking.nights, cats: stayCats }, parts);
  return (
    <Stack as="section" aria-label="Report card" gap="3" bg="brand.50" borderRadius="l2" p="4">
      <Heading as="h3" fontSize="lg" fontWeight="semibold" color="brand.800">
        Report card
      </Heading>
      <Text>{`${nightsWords(card.nights)}.`}</Text>
      {card.cats.map((cat) => {
        const lines = catReportLines(cat);
        return (
          <Stack key={cat.catId} gap="1">
            {card.cats.length > 1 && <Text fontWeight="semibold">{cat.name}</Text>}
            {lines.length === 0 ? <Text color="fg.muted">Nothing was logged.</Text> : lines.map((line) => <Text key={line}>{line}</Text>)}
          </Stack>
        );
      })}
      {card.parting !== null && (
        <Text whiteSpace="pre-line">
          <Text as="span" fontWeight="semibold">{`From ${card.parting.by}: `}</Text>
          {card.parting.note}
        </Text>
      )}
      {card.photos.length > 0 && (
        <Grid templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} gap="2">
          {card.photos.map((photo) => (
            <StayPhoto key={photo.id} photo={photo} side="owner" alt={photoAlt(catName(cats, photo.catId), photo.caption)} showCaption={false} />
          ))}
        </Grid>
      )}
    </Stack>
  );
}

/**
 * The diary's parts of the phone's copy of a booking; a copy pulled before the hotel kept photos
 * or weights (or before it reached the hotel) has none of them yet.
 */
function diaryParts(booking: LocalBooking): StayDiaryParts {
  return { diary: booking.diary ?? [], photos: booking.photos ?? [], weights: booking.weights ?? [], parting: booking.parting ?? null };
}

/** Whether the booking has anything for its diary yet: a stay before check-in has none. */
export function hasDiary(booking: LocalBooking): boolean {
  const parts = diaryParts(booking);
  return parts.diary.length + parts.photos.length + parts.weights.length > 0 || parts.parting !== null;
}

export function StayDiary({ booking, cats }: { booking: LocalBooking; cats: readonly LocalCat[] }) {
  const [shown, setShown] = useState<string | null>(null);
  const many = booking.catIds.length > 1;
  const parts = diaryParts(booking);
  const days = diaryDays(parts, shown);
  return (
    <Section title="Diary">
      <Stack gap="4">
        {booking.status === 'completed' && <ReportCard booking={booking} parts={parts} cats={cats} />}
        {many && (
          <HStack gap="2" wrap="wrap" role="group" aria-label="Whose diary">
            {[null, ...booking.catIds].map((catId) => (
              <Button
                key={catId ?? 'all'}
                size="sm"
                variant={shown === catId ? 'solid' : 'outline'}
                colorPalette="brand"
                aria-pressed={shown === catId}
                onClick={() => setShown(catId)}
              >
                {catId === null ? 'All cats' : catName(cats, catId)}
              </Button>
            ))}
          </HStack>
        )}
        {days.map(({ day, items }) => (
          <Stack key={day} gap="2" as="section" aria-label={longDay(day)}>
            <Heading as="h3" fontSize="md" fontWeight="semibold" color="brand.800">
              {longDay(day)}
            </Heading>
            <Stack as="ul" listStyleType="none" gap="3">
              {items.map((item) => (
                <Box as="li" key={`${item.type}-${item.id}`} borderStartWidth="3px" borderColor="brand.200" ps="3">
                  <Item item={item} cats={cats} named={many && shown === null} />
                </Box>
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Section>
  );
}
