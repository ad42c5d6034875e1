import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SiteLink } from './site-link.tsx';

/**
 * The pieces every public page is built from, so pages share one rhythm: a hero with the page's
 * only h1, then sections with h2 headings, alternating tones.
 */
export function PageHero({ eyebrow, title, lead, children }: { eyebrow?: string; title: string; lead: string; children?: ReactNode }) {
  return (
    <Box as="header" bg="brand.800" color="white" py={{ base: '12', md: '20' }}>
      <Container maxW="5xl">
        <Stack gap="5" maxW="3xl">
          {eyebrow !== undefined && (
            <Text textTransform="uppercase" letterSpacing="widest" fontSize="sm" color="brass.200" fontWeight="semibold">
              {eyebrow}
            </Text>
          )}
          <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.15" fontWeight="normal">
            {title}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="brand.50">
            {lead}
          </Text>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

export function Section({
  title,
  intro,
  tone = 'plain',
  children,
  id,
}: {
  title: string;
  intro?: string;
  tone?: 'plain' | 'tinted';
  children: ReactNode;
  id?: string;
}) {
  return (
    <Box as="section" id={id} py={{ base: '12', md: '16' }} bg={tone === 'tinted' ? 'bg.subtle' : undefined}>
      <Container maxW="5xl">
        <Stack gap="4" mb="8" maxW="3xl">
          <Heading as="h2" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="normal" color="brand.800">
            {title}
          </Heading>
          {intro !== undefined && (
            <Text fontSize="lg" color="fg.muted">
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

/** Figures such as "290 m²" with a label, as the about and gallery pages show them. */
export function StatTiles({ tiles }: { tiles: readonly { value: string; label: string }[] }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4">
      {tiles.map((tile) => (
        <Stack key={tile.label} gap="1" bg="white" borderRadius="l3" borderWidth="1px" borderColor="bg.muted" p="5" textAlign="center">
          {/* The label comes first for screen readers (a dl's order); the figure shows first. */}
          <Text as="dt" fontSize="sm" color="fg.muted" order={2}>
            {tile.label}
          </Text>
          <Text as="dd" fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} color="brand.800" order={1}>
            {tile.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** A card with a small heading and text, for features, promises and benefits. */
export function InfoCard({ title, children, headingLevel = 'h3' }: { title: string; children: ReactNode; headingLevel?: 'h3' | 'h4' }) {
  return (
    <Stack gap="2" bg="white" borderRadius="l3" borderWidth="1px" borderColor="bg.muted" p="6" h="full">
      <Heading as={headingLevel} fontSize="lg" color="brand.800">
        {title}
      </Heading>
      <Box color="fg.muted">{children}</Box>
    </Stack>
  );
}

/** A page's next steps, side by side from 480 px: the first link as the main button, the rest outlined. */
export function PageActions({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
      {links.map((link, index) => (
        <Button key={link.to} asChild colorPalette="brand" variant={index === 0 ? 'solid' : 'outline'} size="lg">
          <SiteLink to={link.to}>{link.label}</SiteLink>
        </Button>
      ))}
    </Stack>
  );
}
