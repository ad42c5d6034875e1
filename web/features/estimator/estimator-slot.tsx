// The home page ships only this: a static copy of the estimator's first step (prerendered with the
// page), and the code to fetch the real estimator once the visitor moves or it comes into view. The estimator
// and what it needs (the price rules, the calendar) stay out of the page's first load, whose
// script budget is 150 kB (bench/web-budget.ts). On the prerendered page the app itself is not
// running yet: `data-needs-app` has it load when this part comes into view (web/quiet-page.ts).
import { Box, Text } from '@chakra-ui/react';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import type { Estimator } from './estimator.tsx';
import { CalendarPanel, DAY_HEIGHT, MonthHeader, MonthTable, UnderMonth } from '../../components/month-table.tsx';
import { CAL_TEXTS, CalendarLayout, CatsSelect, EstimatorFrame, StayCard } from './frame.tsx';

// A type only: erased from the build, so the page does not load the estimator with itself.
type EstimatorModule = { Estimator: typeof Estimator };

let loading: Promise<EstimatorModule> | undefined;
function loadEstimator(): Promise<EstimatorModule> {
  loading ??= import('./estimator.tsx').catch((error: unknown) => {
    // Offline before the service worker had the file: the next touch or 'online' tries again.
    loading = undefined;
    throw error;
  });
  return loading;
}

// A visitor's first scroll, tap or key anywhere starts the download, long before the estimator
// (a screen or more below the top) comes into view; a page opened and left alone, as the budget
// and Lighthouse measure it, never loads it. Arriving at #estimate scrolls, and shows it anyway.
const FIRST_MOVES = ['scroll', 'keydown', 'pointerdown', 'touchstart'] as const;

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
            <UnderMonth />
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
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (element === null) return;
    let current = true;
    let asked = false;
    const load = () => {
      if (asked) return;
      asked = true;
      loadEstimator().then(
        (module) => {
          if (current) setLoaded(() => module.Estimator);
        },
        () => {
          asked = false;
        },
      );
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load());
    observer.observe(element);
    element.addEventListener('focusin', load);
    for (const kind of FIRST_MOVES) window.addEventListener(kind, load, { passive: true });
    window.addEventListener('online', load);
    return () => {
      current = false;
      observer.disconnect();
      element.removeEventListener('focusin', load);
      for (const kind of FIRST_MOVES) window.removeEventListener(kind, load);
      window.removeEventListener('online', load);
    };
  }, []);

  return (
    <div ref={box} data-needs-app="">
      {Loaded === null ? <EstimatorPlaceholder /> : <Loaded />}
    </div>
  );
}
