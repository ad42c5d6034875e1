import { Flex, Heading, Link, Stack } from '@chakra-ui/react';
import type { NightView } from '../../../domain/contracts/desk-nights.ts';
import { monthOf } from '../../../domain/calendar-month.ts';
import { addDays } from '../../../domain/dates.ts';
import { monthAddress } from './calendar-screen.tsx';
import { SiteLink } from '../../components/site-link.tsx';
import { longDay, shortNight } from './desk-days.ts';
import { DeskViewStates, useDeskView } from './desk-view.tsx';
import { PlacesSummary } from './places.tsx';
import { StayList } from './stay-list.tsx';

function NightLink({ date, children }: { date: string; children: string }) {
  return (
    <Link asChild color="brand.700" fontWeight="semibold" minH="11" display="inline-flex" alignItems="center">
      <SiteLink to={`/staff/nights/${date}`}>{children}</SiteLink>
    </Link>
  );
}

/** Who stays on one night (issue 14), reached from the calendar, with the nights either side a tap away. */
export function NightScreen({ date }: { date: string }) {
  const state = useDeskView<NightView>(`night:${date}`, '/api/staff/night', { date });
  return (
    <Stack gap="4">
      <Link asChild color="brand.700" fontWeight="semibold" alignSelf="start">
        <SiteLink to={monthAddress(monthOf(date))}>← Calendar</SiteLink>
      </Link>
      <Heading as="h1" fontFamily="heading" fontWeight="normal" fontSize={{ base: '2xl', md: '4xl' }} color="brand.800">
        {longDay(date)}
      </Heading>
      <Flex as="nav" aria-label="Other nights" justify="space-between" gap="3">
        <NightLink date={addDays(date, -1)}>{`← ${shortNight(addDays(date, -1))}`}</NightLink>
        <NightLink date={addDays(date, 1)}>{`${shortNight(addDays(date, 1))} →`}</NightLink>
      </Flex>
      <DeskViewStates state={state}>
        {(night) => (
          <Stack gap="6">
            <PlacesSummary night={night} label="This night" />
            <StayList title="Staying this night" stays={night.stays} empty="No cats are booked for this night." onChanged={state.reload} />
          </Stack>
        )}
      </DeskViewStates>
    </Stack>
  );
}
