import { Box, Button, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../components/page-head.tsx';
import { InfoCard, PageHero, Section, StatTiles } from '../components/page-sections.tsx';
import { CONTACT } from '../content/contact.ts';
import { PAGES } from '../content/pages.ts';
import {
  DESTINATIONS,
  DESTINATIONS_NOTE,
  DOCUMENTATION_HANDLED,
  PLANNING_TIMELINE,
  RELOCATION_CHAT_LINK,
  RELOCATION_CLOSING,
  RELOCATION_HERO,
  RELOCATION_PRICING_NOTE,
  RELOCATION_STATS,
  RELOCATION_STEPS,
  TRAVEL_SERVICES_HANDLED,
} from '../content/relocation.ts';

export const Route = createFileRoute('/relocation')({ component: RelocationPage });

/** The two ways to start: a chat with the consultation request already typed, or a call. Both sit on the dark teal. */
function ConsultationActions() {
  return (
    <Flex gap="3" wrap="wrap" pt="2">
      <Button asChild colorPalette="brass" size="lg" width={{ base: 'full', sm: 'auto' }}>
        <a href={RELOCATION_CHAT_LINK} target="_blank" rel="noopener noreferrer">
          Book your free consultation <span aria-hidden="true">↗</span>
        </a>
      </Button>
      <Button
        asChild
        variant="outline"
        size="lg"
        color="white"
        borderColor="whiteAlpha.700"
        _hover={{ bg: 'whiteAlpha.200' }}
        width={{ base: 'full', sm: 'auto' }}
      >
        <a href={CONTACT.phoneLink}>Call {CONTACT.phoneDisplay}</a>
      </Button>
    </Flex>
  );
}

function HandledList({ items }: { items: readonly string[] }) {
  return (
    <Box as="ul" ps="5" listStyleType="disc" css={{ '& li::marker': { color: 'var(--chakra-colors-brass-600)' } }}>
      {items.map((item) => (
        <Box as="li" key={item} py="1" ps="1">
          {item}
        </Box>
      ))}
    </Box>
  );
}

function RelocationPage() {
  return (
    <>
      <PageHead page={PAGES.relocation} />
      <PageHero eyebrow={RELOCATION_HERO.eyebrow} title={RELOCATION_HERO.title} lead={RELOCATION_HERO.lead}>
        <ConsultationActions />
      </PageHero>

      <Section title="Relocation at a glance">
        <StatTiles tiles={RELOCATION_STATS} />
      </Section>

      <Section
        title="How your cat’s move works"
        intro="Six steps, one plan, and one team that knows your cat. We tell you at every step what happens next."
        tone="tinted"
      >
        <SimpleGrid as="ol" columns={{ base: 1, md: 2, lg: 3 }} gap="5" listStyleType="none">
          {RELOCATION_STEPS.map((step) => (
            <Stack as="li" key={step.step} gap="3" bg="white" borderRadius="l3" borderWidth="1px" borderColor="bg.muted" p="6">
              <Flex align="center" gap="3">
                <Flex
                  aria-hidden="true"
                  align="center"
                  justify="center"
                  boxSize="10"
                  flexShrink="0"
                  borderRadius="full"
                  bg="brand.800"
                  color="brass.200"
                  fontFamily="heading"
                  fontSize="lg"
                >
                  {step.step}
                </Flex>
                <Heading as="h3" fontSize="lg" color="brand.800">
                  <Box as="span" srOnly>
                    Step {step.step}:{' '}
                  </Box>
                  {step.title}
                </Heading>
              </Flex>
              <Text color="fg.muted" flex="1">
                {step.description}
              </Text>
              <Text fontSize="sm" color="brass.700" fontWeight="semibold" borderTopWidth="1px" borderColor="bg.muted" pt="3">
                <Box as="span" color="fg.muted" fontWeight="normal">
                  Duration:{' '}
                </Box>
                {step.duration}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>

      <Section
        title="Everything we handle for you"
        intro="You focus on your own move. We take care of the paperwork and the journey, and check every detail twice."
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <InfoCard title="Documentation">
            <HandledList items={DOCUMENTATION_HANDLED} />
          </InfoCard>
          <InfoCard title="Travel services">
            <HandledList items={TRAVEL_SERVICES_HANDLED} />
          </InfoCard>
        </SimpleGrid>
      </Section>

      <Section title="Popular destinations" intro={DESTINATIONS_NOTE} tone="tinted">
        <SimpleGrid as="ul" columns={{ base: 2, md: 3, lg: 4 }} gap={{ base: '3', md: '4' }} listStyleType="none">
          {DESTINATIONS.map((destination) => (
            <Flex
              as="li"
              key={destination.code}
              direction={{ base: 'column', sm: 'row' }}
              align={{ base: 'start', sm: 'center' }}
              gap="3"
              bg="white"
              borderRadius="l3"
              borderWidth="1px"
              borderColor="bg.muted"
              p="4"
            >
              <Flex
                aria-hidden="true"
                align="center"
                justify="center"
                boxSize="9"
                flexShrink="0"
                borderRadius="full"
                bg="brass.50"
                borderWidth="1px"
                borderColor="brass.200"
                color="brass.700"
                fontSize="xs"
                fontWeight="bold"
                letterSpacing="wider"
              >
                {destination.code}
              </Flex>
              <Stack gap="0" minW="0">
                <Text fontWeight="semibold" color="brand.800" lineHeight="1.3">
                  {destination.name}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {destination.region}
                </Text>
              </Stack>
            </Flex>
          ))}
        </SimpleGrid>
        <Text mt="6" fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} color="brand.800">
          And 50+ countries worldwide.
        </Text>
      </Section>

      <Section title="Your planning timeline" intro="The sooner we start, the calmer the move. This is the rhythm most relocations follow.">
        <SimpleGrid as="ol" columns={{ base: 1, md: 2, lg: 4 }} gap={{ base: '6', lg: '5' }} listStyleType="none">
          {PLANNING_TIMELINE.map((milestone) => (
            <Stack
              as="li"
              key={milestone.when}
              gap="2"
              borderColor="brass.400"
              borderLeftWidth={{ base: '3px', lg: '0' }}
              borderTopWidth={{ base: '0', lg: '3px' }}
              ps={{ base: '5', lg: '0' }}
              pt={{ base: '0', lg: '5' }}
            >
              {/* Two lines kept on wide screens, so the four titles line up even when one label wraps. */}
              <Text
                fontSize="sm"
                lineHeight="1.5"
                minH={{ lg: '3em' }}
                fontWeight="semibold"
                color="brass.700"
                textTransform="uppercase"
                letterSpacing="wider"
              >
                {milestone.when}
              </Text>
              <Heading as="h3" fontSize="xl" color="brand.800" fontWeight="normal">
                {milestone.title}
              </Heading>
              <Text color="fg.muted">{milestone.description}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>

      <Box as="section" aria-labelledby="relocation-closing" pb={{ base: '12', md: '16' }}>
        <Container maxW="5xl">
          <Stack gap="5" bg="brand.800" color="white" borderRadius="l3" p={{ base: '6', md: '12' }}>
            <Heading as="h2" id="relocation-closing" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="normal">
              {RELOCATION_CLOSING.title}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.50" maxW="3xl">
              {RELOCATION_CLOSING.text}
            </Text>
            <Text fontSize="sm" color="brand.100" maxW="3xl">
              {RELOCATION_PRICING_NOTE}
            </Text>
            <ConsultationActions />
          </Stack>
        </Container>
      </Box>
    </>
  );
}
