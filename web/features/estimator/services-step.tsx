import { Box, Button, chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SPECIAL_ATTENTION_NOTE, type ExtraService } from '../../../domain/extra-services.ts';
import { formatRand } from '../../../domain/money.ts';
import type { StayPrice } from '../../../domain/pricing.ts';
import { ESTIMATOR_SERVICES, serviceOffered } from './estimate.ts';
import { baseDetail, SummaryLine } from './stay-summary.tsx';
import { ESTIMATOR_TEXTS, nightsText } from './texts.ts';

const TEXTS = ESTIMATOR_TEXTS.services;

function Tick({ on }: { on: boolean }) {
  return (
    <Box
      aria-hidden="true"
      display="flex"
      alignItems="center"
      justifyContent="center"
      boxSize="6"
      flexShrink="0"
      borderRadius="full"
      borderWidth="2px"
      borderColor={on ? 'brand.700' : 'brand.300'}
      bg={on ? 'brand.700' : 'white'}
      color="white"
    >
      {on && (
        <svg viewBox="0 0 20 20" width="14" height="14" focusable="false">
          <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
    </Box>
  );
}

/** A service card is a toggle button: a click, Enter or Space adds or removes it. */
function ServiceCard({ service, nights, chosen, onToggle }: { service: ExtraService; nights: number; chosen: boolean; onToggle: () => void }) {
  const offered = serviceOffered(service, nights);
  const noteId = `estimator-service-${service.id}-note`;
  return (
    <chakra.button
      type="button"
      aria-pressed={offered ? chosen : false}
      aria-disabled={offered ? undefined : true}
      aria-describedby={offered ? undefined : noteId}
      onClick={() => offered && onToggle()}
      display="flex"
      flexDirection="column"
      alignItems="stretch"
      gap="3"
      textAlign="start"
      p="5"
      h="full"
      bg={chosen ? 'brand.50' : 'white'}
      borderWidth="2px"
      borderColor={chosen ? 'brand.700' : 'bg.muted'}
      borderRadius="l3"
      opacity={offered ? 1 : 0.55}
      cursor={offered ? 'pointer' : 'not-allowed'}
      transition="border-color 0.15s, background 0.15s"
      _hover={offered ? { borderColor: chosen ? 'brand.800' : 'brand.300' } : undefined}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brass.500', outlineOffset: '2px' }}
    >
      <Box display="flex" justifyContent="space-between" alignItems="start" gap="3">
        <Text fontWeight="semibold" fontSize="lg" color="brand.800">
          {service.name}
        </Text>
        <Tick on={chosen} />
      </Box>
      <Text color="brass.700" fontWeight="semibold">
        {formatRand(service.priceCents)} {service.charge === 'day' ? TEXTS.perDay : TEXTS.perStay}
      </Text>
      <Text color="fg.muted" fontSize="sm" flex="1">
        {service.description}
      </Text>
      {offered ? (
        <Text fontSize="sm" fontWeight="medium" color="brand.700">
          {chosen ? TEXTS.added : TEXTS.add}
        </Text>
      ) : (
        <Text id={noteId} fontSize="sm" fontWeight="semibold" color="fg">
          {SPECIAL_ATTENTION_NOTE}
        </Text>
      )}
    </chakra.button>
  );
}

export function ServicesStep({
  price,
  chosen,
  busy,
  continueLabel,
  onToggle,
  onContinue,
}: {
  price: StayPrice;
  chosen: readonly number[];
  busy: boolean;
  continueLabel: string;
  onToggle: (id: number) => void;
  onContinue: () => void;
}) {
  const chargedFor = new Map(price.services.map((service) => [service.id, service.amountCents]));
  return (
    <Stack gap="6">
      <Text color="fg.muted">{TEXTS.lead}</Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 4 }} gap="4">
        {ESTIMATOR_SERVICES.map((service) => (
          <li key={service.id}>
            <ServiceCard
              service={service}
              nights={price.nights}
              chosen={chosen.includes(service.id) && chargedFor.has(service.id)}
              onToggle={() => onToggle(service.id)}
            />
          </li>
        ))}
      </SimpleGrid>
      <Box bg="brand.50" borderRadius="l3" p={{ base: '4', md: '6' }}>
        <Text as="h4" fontFamily="heading" fontSize="xl" color="brand.800" mb="2">
          {ESTIMATOR_TEXTS.summary.title}
        </Text>
        <Box as="dl" aria-live="polite">
          <SummaryLine label={ESTIMATOR_TEXTS.summary.base} detail={baseDetail(price)}>
            {formatRand(price.baseCents)}
          </SummaryLine>
          {ESTIMATOR_SERVICES.filter((service) => chargedFor.has(service.id)).map((service) => (
            <SummaryLine
              key={service.id}
              label={service.name}
              detail={service.charge === 'day' ? `${nightsText(price.nights)} × ${formatRand(service.priceCents)}` : TEXTS.perStay}
            >
              {formatRand(chargedFor.get(service.id) ?? 0)}
            </SummaryLine>
          ))}
          <SummaryLine label={ESTIMATOR_TEXTS.summary.services}>{formatRand(price.servicesCents)}</SummaryLine>
          <SummaryLine label={ESTIMATOR_TEXTS.summary.total} strong>
            {formatRand(price.totalCents)}
          </SummaryLine>
        </Box>
      </Box>
      <Stack gap="3" align={{ base: 'stretch', sm: 'start' }}>
        <Button colorPalette="brand" size="lg" onClick={onContinue} loading={busy} loadingText={ESTIMATOR_TEXTS.saving}>
          {continueLabel}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {ESTIMATOR_TEXTS.depositNote}
        </Text>
      </Stack>
    </Stack>
  );
}
