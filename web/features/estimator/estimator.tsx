// The home page's three-step estimator (spec points 2, 4 and 5): calendar, then confirm, then
// services, then the draft saved and a full redirect on. Loaded by estimator-slot.tsx when needed.
import { useEffect, useRef, useState } from 'react';
import { todayAtHotel } from '../../../domain/dates.ts';
import { NO_DATES, pickDay, type StayDates } from '../../../domain/stay-calendar.ts';
import { useCurrentOwner } from '../../components/current-owner.tsx';
import { useStayFit } from '../../components/stay-fit.tsx';
import { checkAvailability } from './availability.ts';
import { CalendarStep } from './calendar-step.tsx';
import { type AvailabilityState, CHECKING, ConfirmStep, confirmTitle } from './confirm-step.tsx';
import { chosenStay, estimateStay, pendingBookingFrom } from './estimate.ts';
import { CAL_TEXTS, EstimatorFrame } from './frame.tsx';
import { continueAddress, goTo, saveDraft } from './save-draft.ts';
import { ServicesStep } from './services-step.tsx';
import { ESTIMATOR_TEXTS } from './texts.ts';

type Step = 'dates' | 'confirm' | 'services';
const STEP_NUMBER: Record<Step, number> = { dates: 1, confirm: 2, services: 3 };

export function Estimator({ today: givenToday }: { today?: string } = {}) {
  const [today] = useState(() => givenToday ?? todayAtHotel());
  const owner = useCurrentOwner();
  const [step, setStep] = useState<Step>('dates');
  const [dates, setDates] = useState<StayDates>(NO_DATES);
  const [cats, setCats] = useState(1);
  const [serviceIds, setServiceIds] = useState<number[]>([]);
  const [answer, setAnswer] = useState<AvailabilityState>(CHECKING);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);

  const stay = chosenStay(dates, cats);
  // The nights around the chosen dates: which cannot be had, and the nearest dates that fit (issue 31).
  const fit = useStayFit(today, dates, cats);

  // A new step's heading takes the focus, so a keyboard or screen-reader user starts there.
  useEffect(() => {
    if (!stepChanged.current) return;
    heading.current?.focus();
  }, [step]);

  // The server is asked once per confirm step; a stale answer (dates changed meanwhile) is dropped.
  const checkIn = stay?.checkIn;
  const checkOut = stay?.checkOut;
  useEffect(() => {
    if (step !== 'confirm' || checkIn === undefined || checkOut === undefined) return;
    const asking = new AbortController();
    setAnswer(CHECKING);
    checkAvailability({ checkIn, checkOut, cats }, asking.signal).then(setAnswer, () => undefined);
    return () => asking.abort();
  }, [step, checkIn, checkOut, cats]);

  function go(next: Step) {
    stepChanged.current = true;
    setStep(next);
  }

  async function continueOn(chosen: readonly number[]) {
    if (stay === null || busy) return;
    const draft = pendingBookingFrom(stay, chosen);
    if (draft === null) return;
    setBusy(true);
    await saveDraft(draft);
    goTo(continueAddress(owner));
  }

  if (step === 'dates' || stay === null) {
    return (
      <EstimatorFrame step={1} title={CAL_TEXTS.calendarTitle} headingRef={heading}>
        <CalendarStep
          today={today}
          dates={dates}
          cats={cats}
          fit={fit}
          onPick={(date) => setDates((current) => pickDay(current, date, today))}
          onDates={setDates}
          onCats={setCats}
          onConfirm={() => go('confirm')}
        />
      </EstimatorFrame>
    );
  }

  const price = estimateStay(stay, serviceIds);
  const continueLabel = continueAddress(owner) === '/dashboard' ? ESTIMATOR_TEXTS.continueToDashboard : ESTIMATOR_TEXTS.continueToRegistration;

  if (step === 'confirm') {
    return (
      <EstimatorFrame step={2} title={confirmTitle(answer)} headingRef={heading}>
        <ConfirmStep
          stay={stay}
          price={estimateStay(stay)}
          answer={answer}
          fit={fit}
          busy={busy}
          onServices={() => go('services')}
          onContinue={() => void continueOn([])}
          onChangeDates={() => go('dates')}
          onDates={setDates}
        />
      </EstimatorFrame>
    );
  }

  return (
    <EstimatorFrame step={STEP_NUMBER[step]} title={ESTIMATOR_TEXTS.services.title} headingRef={heading}>
      <ServicesStep
        price={price}
        chosen={serviceIds}
        busy={busy}
        continueLabel={continueLabel}
        onToggle={(id) => setServiceIds((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]))}
        onContinue={() => void continueOn(serviceIds)}
      />
    </EstimatorFrame>
  );
}
