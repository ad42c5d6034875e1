import { Box, Container, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SiteLink } from '../../components/site-link.tsx';
import { HotelContact } from './hotel-contact.tsx';

/**
 * One block of a legal section. The copy lives in web/content as data, so the Terms and the
 * Privacy Policy are written in the same few shapes and rendered by this one layout.
 */
export type LegalBlock =
  | { kind: 'text'; text: string }
  /** A bulleted list; a title turns it into a small sub-heading (h3) with its list. */
  | { kind: 'list'; title?: string; items: readonly string[] }
  /** A link on its own line: an address starting with http opens another site in a new tab. */
  | { kind: 'link'; label: string; to: string }
  /** The hotel's contact details, read from CONTACT. */
  | { kind: 'contact'; chatMessage: string };

export interface LegalSection {
  /** The anchor the contents list jumps to, so a section can be linked to directly. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

// The sticky navigation bar is one row from 1280 px and two rows from 768 px: a jump to a section
// must land below it, not underneath it.
const BELOW_NAVIGATION = { base: '20', md: '32', xl: '24' } as const;

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'text':
      return <Text>{block.text}</Text>;
    case 'list':
      return (
        <Stack gap="2">
          {block.title !== undefined && (
            <Heading as="h3" fontSize="inherit" color="brand.800" fontFamily="body" fontWeight="semibold">
              {block.title}
            </Heading>
          )}
          <Box as="ul" ps="5" listStyleType="disc" css={{ '& li::marker': { color: 'var(--chakra-colors-brass-600)' } }}>
            {block.items.map((item) => (
              <Box as="li" key={item} py="1" ps="1">
                {item}
              </Box>
            ))}
          </Box>
        </Stack>
      );
    case 'link':
      return block.to.startsWith('http') ? (
        <Link href={block.to} target="_blank" rel="noopener noreferrer" color="brand.700" fontWeight="semibold" alignSelf="start">
          {block.label} <span aria-hidden="true">↗</span>
        </Link>
      ) : (
        <Link asChild color="brand.700" fontWeight="semibold" alignSelf="start">
          <SiteLink to={block.to}>
            {block.label} <span aria-hidden="true">→</span>
          </SiteLink>
        </Link>
      );
    case 'contact':
      return <HotelContact chatMessage={block.chatMessage} />;
  }
}

/** The contents list: beside the text on wide screens (and kept in view), above it on phones. */
function Contents({ path, sections }: { path: string; sections: readonly LegalSection[] }) {
  return (
    <Box
      as="nav"
      aria-labelledby="legal-contents"
      position={{ lg: 'sticky' }}
      top={{ lg: '24' }}
      bg="white"
      borderWidth="1px"
      borderColor="bg.muted"
      borderRadius="l3"
      p={{ base: '5', lg: '6' }}
    >
      <Text id="legal-contents" textTransform="uppercase" letterSpacing="widest" fontSize="xs" fontWeight="semibold" color="brass.700" mb="3">
        Contents
      </Text>
      <Box as="ol" listStyleType="none" fontSize="sm">
        {sections.map((section, index) => (
          <Box as="li" key={section.id} display="flex" gap="3" py="1.5">
            <Text as="span" color="brass.700" fontVariantNumeric="tabular-nums" minW="5" textAlign="end" aria-hidden="true">
              {index + 1}
            </Text>
            <Link asChild color="brand.800">
              <SiteLink to={path} hash={section.id}>
                {section.title}
              </SiteLink>
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * A legal text as numbered, titled sections (h2 each) with a contents list, followed by whatever
 * the page adds after the last section (the Terms' contact block, for one).
 */
export function LegalDocument({
  path,
  sections,
  children,
}: {
  /** The page's own address, for the contents list's links. */
  path: string;
  sections: readonly LegalSection[];
  children?: ReactNode;
}) {
  return (
    <Container maxW="5xl" py={{ base: '10', md: '16' }}>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '16rem minmax(0, 1fr)' }} gap={{ base: '10', lg: '12' }} alignItems="start">
        <Contents path={path} sections={sections} />
        <Stack gap={{ base: '10', md: '12' }} maxW="3xl">
          <Stack as="ol" listStyleType="none" gap={{ base: '8', md: '10' }}>
            {sections.map((section, index) => (
              <li key={section.id}>
                <Stack as="section" aria-labelledby={section.id} gap="4" color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.7">
                  <Heading
                    as="h2"
                    id={section.id}
                    scrollMarginTop={BELOW_NAVIGATION}
                    fontSize={{ base: '2xl', md: '3xl' }}
                    fontWeight="normal"
                    color="brand.800"
                    display="flex"
                    gap="3"
                    alignItems="baseline"
                    borderTopWidth={index === 0 ? undefined : '1px'}
                    borderColor="bg.muted"
                    pt={index === 0 ? undefined : { base: '8', md: '9' }}
                  >
                    <Text as="span" color="brass.700" fontVariantNumeric="tabular-nums">
                      {index + 1}.
                    </Text>
                    <span>{section.title}</span>
                  </Heading>
                  {section.blocks.map((block, blockIndex) => (
                    <Block key={blockIndex} block={block} />
                  ))}
                </Stack>
              </li>
            ))}
          </Stack>
          {children}
        </Stack>
      </Grid>
    </Container>
  );
}
