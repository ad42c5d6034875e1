// The home page ships only this: a static copy of the estimator's first step (prerendered with the
// page), and the code to fetch the real estimator once it scrolls near or is touched. The estimator
// and what it needs (luxon, the price rules, the calendar) stay out of the page's first load, whose
// script budget is 170 kB (bench/web-budget.ts).
import { Box, Text } from '@chakra-ui/react';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { CAL_TEXTS, CalendarLayout, CalendarPanel, CatsSelect, DAY_HEIGHT, EstimatorFrame, MonthHeader, MonthTable, StayCard } from './frame.tsx';

type EstimatorModule = typeof import('./estimator.tsx');

let loading: Promise<EstimatorModule> | undefined;
function loadEstimator(): Promise<EstimatorModule> {
  loading ??= import('./estimator.tsx').catch((error: unknown) => {
    // Offline before the service worker had the file: the next touch or 'online' tries again.
    loading = undefined;
    throw error;
  });
  return loading;
}

// Far enough ahead that a scrolling visitor finds it ready, near enough that a phone opening the
// page at the top does not fetch it with the page.
const NEAR = '320px 0px';

const EMPTY_WEEKS: null[][] = Array.from({ length: 6 }, () => Array.from({ length: 7 }, () => null));

export function EstimatorPlaceholder() {
  return (
    <EstimatorFrame step={1} title={CAL_TEXTS.calendarTitle}>
      <CalendarLayout
        calendar={
          <CalendarPanel>
            <MonthHeader titleId="estimator-month-loading" title="Loading the calendar…" previousDisabled nextDisabled />
            <MonthTable
              weeks={EMPTY_WEEKS}
              labelledBy="estimator-month-loading"
              day={(_, key) => (
                <td key={key}>
                  <Box h={DAY_HEIGHT} mx="0.5" borderRadius="l2" bg="bg.subtle" />
                </td>
              )}
            />
          </CalendarPanel>
        }
        card={
          <StayCard
            figures={{}}
            cats={<CatsSelect id="estimator-cats-loading" value={1} disabled />}
            total={<Text color="fg.muted">{CAL_TEXTS.hint}</Text>}
          />
        }
      />
    </EstimatorFrame>
  );
}

export function EstimatorSlot() {
  const [Estimator, setEstimator] = useState<ComponentType | null>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (element === null) return;
    let current = true;
    const load = () => {
      loadEstimator().then(
        (module) => {
          if (current) setEstimator(() => module.Estimator);
        },
        () => undefined,
      );
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), { rootMargin: NEAR });
    observer.observe(element);
    const touched = ['pointerdown', 'touchstart', 'focusin'] as const;
    for (const kind of touched) element.addEventListener(kind, load, { passive: true });
    window.addEventListener('online', load);
    return () => {
      current = false;
      observer.disconnect();
      for (const kind of touched) element.removeEventListener(kind, load);
      window.removeEventListener('online', load);
    };
  }, []);

  return <div ref={box}>{Estimator === null ? <EstimatorPlaceholder /> : <Estimator />}</div>;
}
