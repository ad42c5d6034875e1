import { Box, Grid, Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../components/page-head.tsx';
import { InfoCard, PageHero, Section } from '../components/page-sections.tsx';
import { SiteLink } from '../components/site-link.tsx';
import { CERTIFICATE, COMPANY_DETAILS, DISCLAIMERS, IMPRINT_CHAT_MESSAGE, IMPRINT_HERO, PARTNERS, QUALIFICATION_TEXT } from '../content/imprint.ts';
import { PAGES } from '../content/pages.ts';
import { HotelContact } from '../features/legal/hotel-contact.tsx';

export const Route = createFileRoute('/imprint')({ component: ImprintPage });

function ImprintPage() {
  return (
    <>
      <PageHead page={PAGES.imprint} />
      <PageHero eyebrow={IMPRINT_HERO.eyebrow} title={IMPRINT_HERO.title} lead={IMPRINT_HERO.lead} />

      <Section title="Company information">
        <Grid
          as="dl"
          templateColumns={{ base: 'minmax(0, 1fr)', md: '14rem minmax(0, 1fr)' }}
          columnGap="0"
          bg="white"
          borderWidth="1px"
          borderColor="bg.muted"
          borderRadius="l3"
          px={{ base: '5', md: '8' }}
          py={{ base: '3', md: '4' }}
        >
          {COMPANY_DETAILS.map((detail, index) => (
            <Box key={detail.label} display="contents">
              <Text
                as="dt"
                color="fg.muted"
                fontSize="sm"
                fontWeight="semibold"
                pt={{ base: index === 0 ? '2' : '4', md: '4' }}
                pb={{ base: '0', md: '4' }}
                borderTopWidth={index === 0 ? '0' : '1px'}
                borderColor="bg.muted"
              >
                {detail.label}
              </Text>
              <Text
                as="dd"
                color="fg"
                ps={{ md: '8' }}
                pt={{ base: '1', md: '4' }}
                pb={{ base: '4', md: '4' }}
                borderTopWidth={{ base: '0', md: index === 0 ? '0' : '1px' }}
                borderColor="bg.muted"
              >
                {detail.value}
              </Text>
            </Box>
          ))}
        </Grid>
        <Text mt="6" color="fg.muted">
          Our{' '}
          <Link asChild color="brand.700" fontWeight="semibold">
            <SiteLink to="/terms">Terms &amp; Conditions</SiteLink>
          </Link>{' '}
          and{' '}
          <Link asChild color="brand.700" fontWeight="semibold">
            <SiteLink to="/privacy-policy">Privacy Policy</SiteLink>
          </Link>{' '}
          apply to every booking and to this website.
        </Text>
      </Section>

      <Section title="Contact" intro="The owners answer personally. For a visit, please arrange a time with us first." tone="tinted">
        <Box maxW="3xl">
          <HotelContact chatMessage={IMPRINT_CHAT_MESSAGE} />
        </Box>
      </Section>

      <Section title="Qualification in animal psychology">
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '3fr 2fr' }} gap={{ base: '8', lg: '12' }} alignItems="center">
          <Box as="figure" m="0">
            <Box bg="white" p={{ base: '2', md: '3' }} borderRadius="l3" borderWidth="1px" borderColor="bg.muted" boxShadow="lg">
              {/* asChild keeps width and height as HTML attributes (Chakra reads them as styles otherwise), so the frame keeps its shape before the file loads. The file is a few kilobytes: loaded at once, not lazily. */}
              <Image asChild w="full" h="auto" display="block" aspectRatio={`${CERTIFICATE.width} / ${CERTIFICATE.height}`}>
                <img src={CERTIFICATE.src} width={CERTIFICATE.width} height={CERTIFICATE.height} alt={CERTIFICATE.alt} decoding="async" />
              </Image>
            </Box>
            <Text as="figcaption" fontSize="sm" color="fg.muted" mt="3" textAlign="center">
              {CERTIFICATE.caption}
            </Text>
          </Box>
          <Stack gap="4" fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
            {QUALIFICATION_TEXT.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
            <Link asChild color="brand.700" fontWeight="semibold" alignSelf="start">
              <SiteLink to="/about">
                Meet the people behind the hotel <span aria-hidden="true">→</span>
              </SiteLink>
            </Link>
          </Stack>
        </Grid>
      </Section>

      <Section title="Partners" intro="The people and services we work with to care for your cat and run your booking." tone="tinted">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {PARTNERS.map((partner) => (
            <InfoCard key={partner.name} title={partner.name}>
              <Stack gap="2">
                <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" fontWeight="semibold" color="brass.700">
                  {partner.role}
                </Text>
                <Text>{partner.description}</Text>
                {partner.href !== undefined && (
                  <Link href={partner.href} target="_blank" rel="noopener noreferrer" color="brand.700" fontWeight="semibold" alignSelf="start">
                    Visit {partner.name} <span aria-hidden="true">↗</span>
                  </Link>
                )}
              </Stack>
            </InfoCard>
          ))}
        </SimpleGrid>
      </Section>

      <Section title="Disclaimers">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {DISCLAIMERS.map((disclaimer) => (
            <InfoCard key={disclaimer.title} title={disclaimer.title}>
              <Text>{disclaimer.text}</Text>
            </InfoCard>
          ))}
        </SimpleGrid>
      </Section>
    </>
  );
}
