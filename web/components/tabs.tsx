import { Box, chakra, Grid } from '@chakra-ui/react';
import { type KeyboardEvent, type ReactNode, useId } from 'react';

/** Which key moves the selection where, from the selected tab's place among `count`. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs as WAI-ARIA's pattern has them: a tablist whose selected tab alone is in the Tab order, the
 * arrow keys, Home and End moving and selecting at once, and one panel, the selected tab's, in the
 * page (the others are not drawn at all: each tab's screen reads its own data when opened). The
 * selection is the caller's, so it can live in the address.
 *
 * Ours rather than Chakra's: Chakra's tabs run a Zag state machine, which cost 4.1 kB gzip more than
 * this file in the scripts every owner's phone keeps offline (docs/decisions/0029-the-apps-own-ui-components.md).
 */
export function Tabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
}: {
  label: string;
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  const id = useId();
  const tabId = (tab: T) => `${id}tab-${tab}`;
  const panelId = `${id}panel`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = MOVES[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = move(
      tabs.findIndex((tab) => tab.value === value),
      tabs.length,
    );
    event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
    onChange(tabs[next]!.value);
  }

  return (
    <Box colorPalette="brand">
      <Grid
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        // Two a row on a phone, so each label stays on one line.
        templateColumns={{ base: 'repeat(2, 1fr)', md: `repeat(${tabs.length}, 1fr)` }}
        width="full"
        bg="bg.muted"
        p="1"
        gap="1"
        borderRadius="l3"
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <chakra.button
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => {
                if (!selected) onChange(tab.value);
              }}
              display="flex"
              alignItems="center"
              justifyContent="center"
              height="10"
              px="4"
              py="2"
              textStyle="sm"
              fontWeight="medium"
              color="fg"
              borderRadius="l2"
              cursor="button"
              outline="0"
              _selected={{ bg: 'white', color: 'brand.800', shadow: 'sm' }}
              _focusVisible={{ zIndex: 1, outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
            >
              {tab.label}
            </chakra.button>
          );
        })}
      </Grid>
      <Box key={value} role="tabpanel" id={panelId} aria-labelledby={tabId(value)} tabIndex={0} pt="8" focusVisibleRing="inside">
        {children}
      </Box>
    </Box>
  );
}
