import { AspectRatio, Box, Button, Heading, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import type { ComponentProps, ReactNode } from 'react';
import { PageHead } from '../components/page-head.tsx';
import { InfoCard, PageHero, Section } from '../components/page-sections.tsx';
import { chatLink, CONTACT } from '../content/contact.ts';
import { CONTACT_CARDS, CONTACT_HERO, FIND_US, VISIT_BENEFITS, VISIT_CHAT_MESSAGE, WHAT_TO_BRING, WHAT_TO_EXPECT } from '../content/contact-page.ts';
import { PAGES } from '../content/pages.ts';

export const Route = createFileRoute('/contact')({ component: ContactPage });

const visitChat = chatLink(VISIT_CHAT_MESSAGE);

/**
 * Another site, opened in a new tab; screen readers are told so. The Button around it passes its
 * props through, all but the `type` it gives buttons, which means something else on a link.
 */
function NewTabLink({ href, children, type: _buttonType, ...buttonProps }: { href: string; children: ReactNode } & ComponentProps<'a'>) {
  return (
    <a {...buttonProps} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <Text as="span" srOnly>
        {' '}
        (opens in a new tab)
      </Text>
    </a>
  );
}

/** Opens the chat service in a new tab with the visit request already typed. */
function ChatButton({ children }: { children: ReactNode }) {
  return (
    <Button asChild colorPalette="brass" size="lg" alignSelf="flex-start" maxW="full" whiteSpace="normal" h="auto" minH="12" py="3">
      <NewTabLink href={visitChat}>{children}</NewTabLink>
    </Button>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button asChild colorPalette="brand" variant="outline" size="lg" bg="white" width="full">
      <NewTabLink href={href}>{children}</NewTabLink>
    </Button>
  );
}

function MapPin() {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <path
        d="M12 2.5c-3.9 0-7 3-7 6.9 0 5.1 7 12.1 7 12.1s7-7 7-12.1c0-3.9-3.1-6.9-7-6.9z"
        fill="currentColor"
        opacity="0.18"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="9.5" r="2.5" fill="currentColor" />
    </svg>
  );
}

/** One way to reach us: a label, the detail itself (a link where there is one) and a short note. */
function ContactCard({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <Stack
      gap="2"
      bg="white"
      borderRadius="l3"
      borderWidth="1px"
      borderColor="bg.muted"
      borderTopWidth="3px"
      borderTopColor="brass.400"
      p="6"
      h="full"
    >
      <Heading as="h3" fontSize="sm" textTransform="uppercase" letterSpacing="wider" color="brass.700">
        {title}
      </Heading>
      <Box fontFamily="heading" fontSize="xl" color="brand.800" overflowWrap="anywhere">
        {children}
      </Box>
      <Text color="fg.muted" fontSize="sm">
        {note}
      </Text>
    </Stack>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <List.Root gap="3" ps="5" color="fg" css={{ '& li::marker': { color: 'brass.500' } }}>
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List.Root>
  );
}

function ContactPage() {
  return (
    <>
      <PageHead page={PAGES.contact} />
      <PageHero eyebrow={CONTACT_HERO.eyebrow} title={CONTACT_HERO.title} lead={CONTACT_HERO.lead}>
        <Box pt="2">
          <ChatButton>{CONTACT_HERO.chatButton}</ChatButton>
        </Box>
      </PageHero>

      <Section title={CONTACT_CARDS.title} intro={CONTACT_CARDS.intro}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <ContactCard title={CONTACT_CARDS.phone.title} note={CONTACT_CARDS.phone.note}>
            <Link href={CONTACT.phoneLink} color="brand.800">
              {CONTACT.phoneDisplay}
            </Link>
          </ContactCard>
          <ContactCard title={CONTACT_CARDS.email.title} note={CONTACT_CARDS.email.note}>
            <Link href={`mailto:${CONTACT.email}`} color="brand.800">
              {CONTACT.email}
            </Link>
          </ContactCard>
          <ContactCard title={CONTACT_CARDS.location.title} note={CONTACT_CARDS.location.note}>
            <Text as="address" fontStyle="normal">
              {CONTACT.addressLine}
            </Text>
          </ContactCard>
          <ContactCard title={CONTACT_CARDS.hours.title} note={CONTACT_CARDS.hours.note}>
            <Text>{CONTACT.hours}</Text>
          </ContactCard>
        </SimpleGrid>
      </Section>

      <Section title={WHAT_TO_EXPECT.title} tone="tinted">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {WHAT_TO_EXPECT.items.map((item) => (
            <InfoCard key={item.title} title={item.title}>
              <Text>{item.text}</Text>
            </InfoCard>
          ))}
        </SimpleGrid>
      </Section>

      <Section title={FIND_US.title} intro={FIND_US.intro}>
        <SimpleGrid columns={{ base: 1, md: 5 }} gap={{ base: '8', md: '10' }} alignItems="start">
          <Box gridColumn={{ md: 'span 3' }}>
            {/* The frame's own colour and border show even when the map cannot load (offline). */}
            <AspectRatio ratio={4 / 3} bg="brand.50" borderRadius="l3" borderWidth="1px" borderColor="brand.200" overflow="hidden">
              <Box>
                {/* Sits under the map: what shows while it loads, or if it cannot load (offline). */}
                <Stack
                  aria-hidden="true"
                  position="absolute"
                  inset="0"
                  align="center"
                  justify="center"
                  gap="2"
                  color="brand.700"
                  p="6"
                  textAlign="center"
                >
                  <MapPin />
                  <Text fontFamily="heading" fontSize="xl" color="brand.800">
                    {CONTACT.addressLine}
                  </Text>
                </Stack>
                <Box asChild position="absolute" inset="0" width="full" height="full" border="0">
                  <iframe src={CONTACT.maps.embed} title={FIND_US.mapTitle} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
                </Box>
              </Box>
            </AspectRatio>
          </Box>
          <Stack gap="6" gridColumn={{ md: 'span 2' }}>
            <Stack gap="3">
              <ExternalLink href={CONTACT.maps.search}>{FIND_US.mapsLink}</ExternalLink>
              <ExternalLink href={CONTACT.maps.navigate}>{FIND_US.navigateLink}</ExternalLink>
            </Stack>
            <Stack gap="3">
              <Heading as="h3" fontSize="lg" color="brand.800">
                {FIND_US.directionsTitle}
              </Heading>
              <Bullets items={FIND_US.directions} />
            </Stack>
          </Stack>
        </SimpleGrid>
      </Section>

      <Section title={WHAT_TO_BRING.title} intro={WHAT_TO_BRING.intro} tone="tinted">
        <List.Root
          as="ol"
          listStyleType="none"
          gap="0"
          bg="white"
          borderRadius="l3"
          borderWidth="1px"
          borderColor="bg.muted"
          divideY="1px"
          divideColor="bg.muted"
        >
          {WHAT_TO_BRING.items.map((item, index) => (
            <List.Item key={item.title} display="flex" gap="4" alignItems="flex-start" px={{ base: '5', md: '6' }} py="4">
              <Text as="span" aria-hidden="true" fontFamily="heading" fontSize="2xl" lineHeight="1" color="brass.600" minW="6">
                {index + 1}
              </Text>
              <Box>
                <Text fontWeight="semibold" color="brand.800">
                  {item.title}
                </Text>
                <Text color="fg.muted">{item.text}</Text>
              </Box>
            </List.Item>
          ))}
        </List.Root>
      </Section>

      <Section title={VISIT_BENEFITS.title} intro={VISIT_BENEFITS.intro}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {VISIT_BENEFITS.items.map((item) => (
            <InfoCard key={item.title} title={item.title}>
              <Text>{item.text}</Text>
            </InfoCard>
          ))}
        </SimpleGrid>
        <Box mt="10">
          <ChatButton>{CONTACT_HERO.chatButton}</ChatButton>
        </Box>
      </Section>
    </>
  );
}
