import { Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { CalendarNight, CalendarView } from '../../../api/staff/views.ts';
import { todayAtHotel } from '../../../domain/dates.ts';
import { CALENDAR_NIGHTS } from '../../../domain/schemas/hotel-nights.ts';
import { SiteLink } from '../../components/site-link.tsx';
import { shortNight, weekOf } from './desk-days.ts';
import { DeskViewStates, useDeskView } from './desk-view.tsx';
import { PlacesBar, placesColour, placesWords } from './places.tsx';

const CALENDAR_QUERY = { nights: CALENDAR_NIGHTS.default };

/** One night: the whole row opens who stays that night. */
function NightRow({ night, tonight }: { night: CalendarNight; tonight: boolean }) {
  return (
    <Box as="li" _notFirst={{ borderTopWidth: '1px', borderColor: 'bg.muted' }}>
      <Link
        asChild
        display="block"
        px="4"
        py="3"
        minH="14"
        bg={night.closed !== null ? 'bg.subtle' : 'white'}
        color="fg"
        textDecoration="none"
        _hover={{ bg: 'brand.50', textDecoration: 'none' }}
      >
        <SiteLink to={`/staff/nights/${night.date}`}>
          <Flex justify="space-between" align="baseline" gap="3" mb="2" wrap="wrap">
            <Text fontWeight="semibold" color="brand.800">
              {shortNight(night.date)}
              {tonight && (
                <Text as="span" color="fg.muted" fontWeight="normal">
                  {' '}
                  · tonight
                </Text>
              )}
            </Text>
            <Text fontSize="sm" fontWeight="semibold" color={placesColour(night)}>
              {placesWords(night)}
            </Text>
          </Flex>
          <PlacesBar night={night} />
        </SiteLink>
      </Link>
    </Box>
  );
}

/** The nights grouped into the hotel's weeks, which start on Sunday (D8). */
function byWeek(nights: readonly CalendarNight[]): { week: string; nights: CalendarNight[] }[] {
  const weeks: { week: string; nights: CalendarNight[] }[] = [];
  for (const night of nights) {
    const week = weekOf(night.date);
    const last = weeks.at(-1);
    if (last?.week === week) last.nights.push(night);
    else weeks.push({ week, nights: [night] });
  }
  return weeks;
}

function CalendarBody({ calendar }: { calendar: CalendarView }) {
  const today = todayAtHotel();
  // A row wider than this only stretches the bars: on a desktop the weeks read as a column.
  return (
    <Stack gap="6" maxW="3xl">
      <Text color="fg.muted">
        The next {calendar.nights.length} nights. Usually {calendar.defaultCapacity} places a night; tap a night to see who stays.
      </Text>
      {byWeek(calendar.nights).map(({ week, nights }) => (
        <Stack as="section" key={week} gap="2" aria-label={`Week from ${shortNight(week)}`}>
          <Heading as="h2" fontSize="sm" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
            Week from {shortNight(week)}
          </Heading>
          <Stack
            as="ul"
            listStyleType="none"
            gap="0"
            bg="white"
            borderWidth="1px"
            borderColor="bg.muted"
            borderRadius="l3"
            overflow="hidden"
          >
            {nights.map((night) => (
              <NightRow key={night.date} night={night} tonight={night.date === today} />
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}

/** The coming weeks at the desk (issue 14): one row a night, cats booked against places, closed nights marked. */
export function CalendarScreen() {
  const state = useDeskView<CalendarView>('calendar', '/api/staff/calendar', CALENDAR_QUERY);
  return (
    <Stack gap="4">
      <Heading as="h1" fontFamily="heading" fontWeight="normal" fontSize={{ base: '3xl', md: '4xl' }} color="brand.800">
        Calendar
      </Heading>
      <DeskViewStates state={state}>{(calendar) => <CalendarBody calendar={calendar} />}</DeskViewStates>
    </Stack>
  );
}
