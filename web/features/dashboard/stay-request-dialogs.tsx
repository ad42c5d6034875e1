import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { TextAreaField } from '../../components/form-field.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ModalBody, ModalClose, ModalContent, ModalTitle } from '../../components/modal.tsx';
import { notify } from '../../components/toaster.tsx';
import { type LocalBooking, useCats, useExtraServices, whyNotSaved } from '../../db.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { CancellationPolicy } from './reservations-tab.tsx';
import { stayDates, StayForm } from './stay-form.tsx';
import { askHotel } from './stay-requests-api.ts';

// The owner's two requests about a confirmed stay (issue 31). Each dialog keeps one Idempotency-Key
// while it is open, so pressing Send again after a lost answer asks the hotel once.

const SENT = 'The hotel will answer by e-mail and on this page.';

/** The whole stay the owner would like instead, with the estimate from the one price authority, and a note. */
export function ChangeRequestDialog({ booking, open, onClose }: { booking: LocalBooking; open: boolean; onClose: () => void }) {
  const cats = useCats();
  const services = useExtraServices();
  const [key] = useState(() => crypto.randomUUID());
  return (
    <FormDialog open={open} onClose={onClose}>
      {open && (
        <ModalContent>
          <ModalTitle fontSize="2xl">Ask for a Change</ModalTitle>
          <ModalBody>
            <Stack gap="4">
              <Text color="fg.muted">
                Your stay is confirmed, so the hotel makes any change. Choose the stay you would like instead, or tell us in the note; we will answer
                by e-mail and on this page.
              </Text>
              <StayForm
                layout="dialog"
                initial={{
                  checkInDate: booking.checkInDate,
                  checkOutDate: booking.checkOutDate,
                  catIds: booking.catIds,
                  extraServiceIds: booking.extraServiceIds,
                  specialRequests: '',
                  transportAddress: booking.transportAddress ?? '',
                }}
                cats={cats ?? []}
                services={services ?? []}
                submitLabel="Send Request"
                noteLabel="Note for the hotel (optional)"
                onSubmit={async (stay) => {
                  await askHotel(
                    booking.id,
                    {
                      kind: 'change',
                      checkInDate: stay.checkInDate,
                      checkOutDate: stay.checkOutDate,
                      catIds: stay.catIds,
                      extraServiceIds: stay.extraServiceIds,
                      note: stay.specialRequests,
                    },
                    key,
                  );
                  notify('Change request sent', SENT);
                  onClose();
                }}
              />
            </Stack>
          </ModalBody>
          <ModalClose aria-label="Close" />
        </ModalContent>
      )}
    </FormDialog>
  );
}

/** The terms that apply now (spec point 9), shown before the owner asks, and a note. */
export function CancelRequestDialog({ booking, open, onClose }: { booking: LocalBooking; open: boolean; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [key] = useState(() => crypto.randomUUID());
  async function send() {
    setBusy(true);
    try {
      await askHotel(booking.id, { kind: 'cancel', note: note.trim() === '' ? null : note.trim() }, key);
      notify('Cancellation request sent', SENT);
      onClose();
    } catch (error) {
      // The dialog stays open with the note as typed.
      notify('Could not send', whyNotSaved(error), 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <ConfirmDialog
      open={open}
      title={`Ask to cancel the stay of ${stayDates(booking)}?`}
      confirmLabel="Send Request"
      cancelLabel="Keep My Stay"
      destructive
      busy={busy}
      onCancel={onClose}
      onConfirm={() => void send()}
    >
      <Stack gap="4">
        <CancellationPolicy booking={booking} asking />
        <TextAreaField label="Note for the hotel (optional)" name="note" value={note} onValueChange={setNote} />
      </Stack>
    </ConfirmDialog>
  );
}
