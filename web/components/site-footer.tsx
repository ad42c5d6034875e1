import { Box, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SiteLink } from './site-link.tsx';
import { CONTACT } from '../content/contact.ts';
import { FOOTER_LINKS } from '../content/navigation.ts';

/** The menu button's target before the app has started (navigation-bar.tsx). */
export const QUICK_LINKS_ID = 'quick-links';

export function SiteFooter() {
  return (
    <Box as="footer" bg="brand.900" color="brand.50" pt="12" pb="8" mt="auto">
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="10">
          <Stack gap="3">
            <Text fontFamily="heading" fontSize="xl" color="white">
              {CONTACT.name}
            </Text>
            <Text>
              A luxury cage-free cat hotel in Blouberg/Sunningdale, Cape Town. 290 m² of space, 24/7 care and one hour of personal time with every
              guest, every day.
            </Text>
          </Stack>
          <Stack as="nav" id={QUICK_LINKS_ID} aria-label="Quick links" gap="3">
            <Heading as="h2" fontSize="md" color="white">
              Quick links
            </Heading>
            <SimpleGrid as="ul" columns={2} gap="2" listStyleType="none">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link asChild color="brand.50">
                    <SiteLink to={link.to}>{link.label}</SiteLink>
                  </Link>
                </li>
              ))}
            </SimpleGrid>
          </Stack>
          <Stack gap="3">
            <Heading as="h2" fontSize="md" color="white">
              Contact
            </Heading>
            <Link href={CONTACT.phoneLink} color="brand.50">
              {CONTACT.phoneDisplay}
            </Link>
            {/* An address has no spaces to wrap at; in a narrow column it may break anywhere. */}
            <Link href={`mailto:${CONTACT.email}`} color="brand.50" overflowWrap="anywhere">
              {CONTACT.email}
            </Link>
            <Text>{CONTACT.addressLine}</Text>
            <Text>{CONTACT.hours}</Text>
            <Stack as="ul" direction="row" wrap="wrap" columnGap="4" rowGap="1" listStyleType="none" pt="2">
              {CONTACT.social.map((profile) => (
                <li key={profile.network}>
                  <Link href={profile.href} target="_blank" rel="noopener noreferrer" color="brass.200" fontWeight="semibold">
                    {profile.network}
                  </Link>
                </li>
              ))}
            </Stack>
          </Stack>
        </SimpleGrid>
        <Text fontSize="sm" color="brand.200" mt="10" borderTopWidth="1px" borderColor="brand.700" pt="6">
          © {new Date().getFullYear()} {CONTACT.name}. Cage-free cat boarding in Cape Town.
        </Text>
      </Container>
    </Box>
  );
}
