import { Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { TodayView } from '../../../domain/contracts/desk-stays.ts';
import { useEffect, useRef } from 'react';
import { CareRound } from './care-round.tsx';
import { LiveCallsRound } from './live-calls-round.tsx';
import { useDeskSyncStatus } from './desk-outbox.ts';
import { longDay } from './desk-days.ts';
import { DeskViewStates, useDeskView } from './desk-view.tsx';
import { PlacesSummary } from './places.tsx';
import { StayList } from './stay-list.tsx';

function TodayBody({ today, reload }: { today: TodayView; reload: () => void }) {
  // An arrival also sleeps here tonight; listing it twice would double the longest cards.
  const arriving = new Set(today.arrivals.map((stay) => stay.id));
  const stayingOn = today.staying.filter((stay) => !arriving.has(stay.id));
  return (
    <Stack gap="8">
      <Stack gap="3">
        <Text color="fg.muted">{longDay(today.date)}</Text>
        <PlacesSummary night={today.tonight} label="Tonight" />
      </Stack>
      <CareRound today={today} />
      <LiveCallsRound today={today} />
      {/* From 1024 px the day's three lists stand side by side, one card wide each, so a desktop
          reads arrivals, departures and the house at a glance (issue 31); on a phone, one after another. */}
      <Grid templateColumns={{ base: '1fr', lg: 'repeat(3, minmax(0, 1fr))' }} gap={{ base: '8', lg: '5' }} alignItems="start">
        <StayList title="Arriving today" stays={today.arrivals} empty="No arrivals today." onChanged={reload} columns={1} />
        <StayList title="Leaving today" stays={today.departures} empty="No departures today." onChanged={reload} columns={1} />
        <StayList title="Staying on tonight" stays={stayingOn} empty="No other cats in the house tonight." onChanged={reload} columns={1} />
      </Grid>
    </Stack>
  );
}

/** Today at the desk (issue 14): the round of the cats in the house (issue 33), who arrives, who leaves, who stays tonight, and the places. */
export function TodayScreen() {
  const state = useDeskView<TodayView>('today', '/api/staff/today');
  // What this phone kept while offline (a check-in, the round) has since reached the server: the
  // day as it now is. Not at the first reading: the screen has just asked the server itself.
  const status = useDeskSyncStatus();
  const sentAt = status === undefined ? undefined : status.lastSyncedAt;
  const seen = useRef<string | null | undefined>(undefined);
  const { reload } = state;
  useEffect(() => {
    if (sentAt === undefined) return;
    if (seen.current !== undefined && sentAt !== seen.current) reload();
    seen.current = sentAt;
  }, [sentAt, reload]);
  return (
    <Stack gap="4">
      <Heading as="h1" fontFamily="heading" fontWeight="normal" fontSize={{ base: '3xl', md: '4xl' }} color="brand.800">
        Today
      </Heading>
      <DeskViewStates state={state}>{(today) => <TodayBody today={today} reload={state.reload} />}</DeskViewStates>
    </Stack>
  );
}
