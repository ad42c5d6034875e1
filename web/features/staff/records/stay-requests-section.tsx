import { Alert, Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatDay } from '../../../../domain/dates.ts';
import { EXTRA_SERVICES } from '../../../../domain/extra-services.ts';
import { decimalToCents, formatRand } from '../../../../domain/money.ts';
import { MIN_REASON_LENGTH } from '../../../../domain/stay-life.ts';
import { CHANGE_ACCEPTED, STAY_REQUEST_STATE_LABELS, STAY_REQUEST_TITLES, type StayRequestView } from '../../../../domain/stay-requests.ts';
import { DeskSection } from '../../../components/desk-section.tsx';
import { TextAreaField } from '../../../components/form-field.tsx';
import { notify } from '../../../components/toaster.tsx';
import { useDeskMember } from '../desk-access.tsx';
import { momentAtHotel } from '../desk-words.ts';
import { RequestFailed } from '../../../../sync/api-client.ts';
import { staffChange, staffRead } from '../staff-api.ts';

// An owner's requests about this confirmed stay (issue 31), on the booking's desk screen: the open
// one with Accept and Decline (a reason is always given for a decline, and the owner reads it), and
// those answered before. Accepting makes the request at once: a cancellation cancels the stay, a
// change changes it (priced again; a night with no places left refuses it, and a manager may then
// accept it over the places). The section reads and sends on its own; after an answer the screen
// reads the booking again, which it changed.

const requestsPath = '/api/staff/stay-requests';

function wantedLine(request: StayRequestView, catNames: ReadonlyMap<string, string>): string | null {
  const wanted = request.wanted;
  if (wanted === null) return null;
  const cats = wanted.catIds.map((id) => catNames.get(id) ?? 'another of the owner’s cats').join(', ');
  const services = wanted.extraServiceIds.map((id) => EXTRA_SERVICES.find((service) => service.id === id)?.name ?? `service ${id}`);
  const total = decimalToCents(wanted.totalAmount);
  return `${formatDay(wanted.checkInDate)} – ${formatDay(wanted.checkOutDate)} · ${cats} · ${services.length > 0 ? services.join(', ') : 'no extra services'} · ${
    total === undefined ? wanted.totalAmount : formatRand(total)
  }`;
}

function OpenRequest({
  request,
  catNames,
  onAnswered,
}: {
  request: StayRequestView;
  catNames: ReadonlyMap<string, string>;
  onAnswered: (answer: StayRequestView[], accepted: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [overbookable, setOverbookable] = useState(false);
  const inFlight = useRef(false);
  const manager = useDeskMember().role === 'manager';
  const wanted = wantedLine(request, catNames);

  async function answer(accepted: boolean, overbook = false) {
    if (inFlight.current) return;
    const words = reason.trim();
    if (!accepted && words.length < MIN_REASON_LENGTH) {
      setError(`Please give the owner a reason of at least ${MIN_REASON_LENGTH} characters`);
      return;
    }
    setError(undefined);
    setProblem(null);
    setOverbookable(false);
    inFlight.current = true;
    setBusy(true);
    try {
      const body = { reason: words === '' ? null : words, ...(overbook ? { overbook } : {}) };
      onAnswered(
        await staffChange<StayRequestView[]>('POST', `${requestsPath}/${encodeURIComponent(request.id)}/${accepted ? 'accept' : 'decline'}`, body),
        accepted,
      );
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : String(failure));
      // A full or closed night refused the change (the server names the check-in as at fault): a manager may overbook.
      const placesRefused = failure instanceof RequestFailed && failure.status === 409 && failure.field === 'checkInDate';
      setOverbookable(accepted && placesRefused && manager && !overbook);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <Stack gap="3" bg="brass.50" borderRadius="l2" px="4" py="3" borderWidth="1px" borderColor="brass.300">
      <Flex justify="space-between" gap="2" wrap="wrap" align="center">
        <Text fontWeight="semibold">{STAY_REQUEST_TITLES[request.kind]}</Text>
        <Text fontSize="sm" color="fg.muted">
          Asked {momentAtHotel(request.createdAt)}
        </Text>
      </Flex>
      {wanted !== null && <Text>Wants: {wanted}</Text>}
      {request.kind === 'cancel' && <Text>Accepting cancels the stay now; the deposit is kept under the terms.</Text>}
      {request.kind === 'change' && <Text>Accepting changes the stay now, priced again; a night with no places left refuses it.</Text>}
      {request.note !== null && (
        <Text whiteSpace="pre-line">
          <Text as="span" fontWeight="semibold">
            Owner’s note:{' '}
          </Text>
          {request.note}
        </Text>
      )}
      <TextAreaField
        label="Your words to the owner (needed to decline)"
        name={`answer-${request.id}`}
        value={reason}
        onValueChange={setReason}
        error={error}
        rows={2}
      />
      {problem !== null && (
        <Alert.Root status="error" borderRadius="l2" role="alert">
          <Alert.Indicator />
          <Alert.Content gap="3">
            <Alert.Description>{problem}</Alert.Description>
            {overbookable && (
              <Button alignSelf="start" colorPalette="red" variant="outline" loading={busy} onClick={() => void answer(true, true)}>
                Accept It Anyway, Over the Places
              </Button>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      <HStack gap="2" wrap="wrap">
        <Button colorPalette="brand" loading={busy} onClick={() => void answer(true)}>
          {request.kind === 'cancel' ? 'Accept and Cancel the Stay' : 'Accept the Change'}
        </Button>
        <Button variant="outline" colorPalette="red" color="red.700" disabled={busy} onClick={() => void answer(false)}>
          Decline
        </Button>
      </HStack>
    </Stack>
  );
}

function AnsweredRequest({ request, catNames }: { request: StayRequestView; catNames: ReadonlyMap<string, string> }) {
  const wanted = wantedLine(request, catNames);
  return (
    <Box as="li" borderTopWidth="1px" borderColor="bg.muted" pt="2">
      <Flex justify="space-between" gap="2" wrap="wrap">
        <Text fontWeight="semibold">{STAY_REQUEST_TITLES[request.kind]}</Text>
        <Badge
          colorPalette={request.state === 'accepted' ? 'green' : 'red'}
          color={request.state === 'accepted' ? 'green.800' : 'red.800'}
          variant="subtle"
        >
          {STAY_REQUEST_STATE_LABELS[request.state]}
        </Badge>
      </Flex>
      {wanted !== null && <Text fontSize="sm">Wanted: {wanted}</Text>}
      <Text fontSize="sm" color="fg.muted">
        Asked {momentAtHotel(request.createdAt)}
        {request.answeredAt !== null &&
          ` · ${request.state} ${momentAtHotel(request.answeredAt)} by ${request.answeredBy ?? 'a former member of staff'}`}
      </Text>
      {request.answerReason !== null && <Text fontSize="sm">“{request.answerReason}”</Text>}
    </Box>
  );
}

/** The booking's requests from its owner: answer the open one, see the rest. Shows nothing when there are none. */
export function StayRequestsSection({
  bookingId,
  cats,
  onAnswered,
}: {
  bookingId: string;
  cats: readonly { id: string; name: string }[];
  onAnswered: () => void;
}) {
  const [requests, setRequests] = useState<StayRequestView[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const catNames = new Map(cats.map((cat) => [cat.id, cat.name]));

  const read = useCallback(() => {
    staffRead<StayRequestView[]>(requestsPath, { booking: bookingId }).then(
      (answer) => {
        setRequests(answer);
        setProblem(null);
      },
      (failure: unknown) => setProblem(failure instanceof Error ? failure.message : String(failure)),
    );
  }, [bookingId]);
  useEffect(read, [read]);

  if (problem !== null && requests === null) {
    return (
      <DeskSection title="Owner’s Requests">
        <Text color="red.800">The owner’s requests could not be read: {problem}</Text>
      </DeskSection>
    );
  }
  if (requests === null || requests.length === 0) return null;
  const open = requests.filter((request) => request.state === 'open');
  const answered = requests.filter((request) => request.state !== 'open');
  return (
    <DeskSection title="Owner’s Requests" lead={open.length > 0 ? 'The owner is waiting for an answer; they are e-mailed it.' : undefined}>
      <Stack gap="4">
        {open.map((request) => (
          <OpenRequest
            key={request.id}
            request={request}
            catNames={catNames}
            onAnswered={(answer, accepted) => {
              setRequests(answer);
              // The screen reads the changed booking again and this section with it, so the word is a toast.
              if (accepted && request.kind === 'change') notify('Change accepted', CHANGE_ACCEPTED);
              onAnswered();
            }}
          />
        ))}
        {answered.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="2" aria-label="Answered requests">
            {answered.map((request) => (
              <AnsweredRequest key={request.id} request={request} catNames={catNames} />
            ))}
          </Stack>
        )}
      </Stack>
    </DeskSection>
  );
}
