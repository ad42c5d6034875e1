import { Text } from '@chakra-ui/react';
import type { StayCareItem } from '../../../domain/care-log.ts';
import type { BookingDetailView, DeskCat, DeskStay } from '../../../domain/contracts/desk-stays.ts';
import { CarePlanEditor, type PlanKeeper } from '../../components/care-plan-editor.tsx';
import { notify } from '../../components/toaster.tsx';
import { momentAtHotel } from './desk-words.ts';
import { staffChange, staffRead } from './staff-api.ts';

// A stay's own care plan at the desk (issue 33): the cat's, copied in at check-in and confirmed by
// whoever checked it in, which the desk adjusts for this stay (a smaller breakfast, a tablet the
// vet stopped) without touching the owner's profile. Each change needs the signal: the answer is
// the plan the round is read from.

function desksKeeper(stay: DeskStay, cat: DeskCat, onChanged: (detail: BookingDetailView) => void): PlanKeeper {
  const keep = async (send: () => Promise<unknown>, done: string) => {
    try {
      await send();
      notify(done, `The round follows ${cat.name}’s plan for this stay as it is now.`);
      onChanged(await staffRead<BookingDetailView>(`/api/staff/bookings/${encodeURIComponent(stay.id)}`));
    } catch (error) {
      notify('Not changed', (error as Error).message, 'error');
      throw error;
    }
  };
  return {
    save: (item, id) =>
      keep(
        () =>
          id === undefined
            ? staffChange('POST', '/api/staff/stay-care', { ...item, bookingId: stay.id, catId: cat.id })
            : staffChange('PUT', `/api/staff/stay-care/${encodeURIComponent(id)}`, item),
        'Plan Changed',
      ),
    remove: (item) => keep(() => staffChange('DELETE', `/api/staff/stay-care/${encodeURIComponent(item.id)}`), 'Taken Off the Plan'),
  };
}

export function StayCarePlan({ stay, cat, onChanged }: { stay: DeskStay; cat: DeskCat; onChanged: (detail: BookingDetailView) => void }) {
  return (
    <CarePlanEditor<StayCareItem>
      catName={cat.name}
      items={stay.carePlan.filter((item) => item.catId === cat.id)}
      keeper={desksKeeper(stay, cat, onChanged)}
      heading="This stay’s care plan"
      label={`${cat.name}’s care plan for this stay`}
      empty={`Nothing in ${cat.name}’s plan for this stay. Ask the owner what ${cat.name} eats and when, and add it.`}
      aboutItem={(item) =>
        item.confirmedBy === null || item.confirmedAt === null ? null : (
          <Text fontSize="xs" color="fg.muted">
            Confirmed by {item.confirmedBy}, {momentAtHotel(item.confirmedAt)}
          </Text>
        )
      }
    />
  );
}
