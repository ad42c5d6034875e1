import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../components/page-head.tsx';
import { PageHero, Section } from '../components/page-sections.tsx';
import { CONTACT } from '../content/contact.ts';
import { FAQ_CONTACT, FAQ_HERO, FAQ_ITEMS } from '../content/faq.ts';
import { PAGES } from '../content/pages.ts';
import { FaqList } from '../features/faq/faq-list.tsx';

export const Route = createFileRoute('/faq')({ component: FaqPage });

function FaqPage() {
  return (
    <>
      <PageHead page={PAGES.faq} />
      <PageHero eyebrow={FAQ_HERO.eyebrow} title={FAQ_HERO.title} lead={FAQ_HERO.lead} />

      <Section title="Frequently asked questions" intro="Open as many answers as you like; each one opens and closes on its own.">
        <FaqList items={FAQ_ITEMS} />
      </Section>

      <Section title={FAQ_CONTACT.title} tone="tinted">
        <Stack
          as="aside"
          aria-labelledby="faq-contact-heading"
          direction={{ base: 'column', md: 'row' }}
          gap="6"
          align={{ base: 'stretch', md: 'center' }}
          justify="space-between"
          bg="brand.800"
          color="white"
          borderRadius="l3"
          p={{ base: '6', md: '10' }}
        >
          <Stack gap="2" maxW="xl">
            <Heading as="h3" id="faq-contact-heading" fontSize="xl" fontWeight="normal" color="white">
              {FAQ_CONTACT.heading}
            </Heading>
            <Text color="brand.50">{FAQ_CONTACT.text}</Text>
          </Stack>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" flexShrink={0}>
            <Button asChild colorPalette="brass" size="lg">
              <a href={CONTACT.phoneLink}>{FAQ_CONTACT.phoneLabel}</a>
            </Button>
            <Button asChild variant="outline" size="lg" color="white" borderColor="brand.200" _hover={{ bg: 'brand.700' }}>
              <a href={`mailto:${CONTACT.email}`}>{FAQ_CONTACT.mailLabel}</a>
            </Button>
          </Stack>
        </Stack>
      </Section>
    </>
  );
}
