import { Heading, Stack, Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../components/page-head.tsx';
import { PageHero } from '../components/page-sections.tsx';
import { TERMS_CHAT_MESSAGE, TERMS_INTRO, TERMS_SECTIONS } from '../content/terms.ts';
import { PAGES } from '../content/pages.ts';
import { HotelContact } from '../features/legal/hotel-contact.tsx';
import { LegalDocument } from '../features/legal/legal-document.tsx';

export const Route = createFileRoute('/terms')({ component: TermsPage });

function TermsPage() {
  return (
    <>
      <PageHead page={PAGES.terms} />
      <PageHero eyebrow="Terms & Conditions" title="The terms of your cat’s stay" lead={TERMS_INTRO} />
      <LegalDocument path={PAGES.terms.path} sections={TERMS_SECTIONS}>
        <Stack as="section" aria-labelledby="terms-contact" gap="4" bg="brand.50" borderRadius="l3" p={{ base: '5', md: '8' }}>
          <Heading as="h2" id="terms-contact" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="normal" color="brand.800">
            Questions about these terms?
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            We would much rather explain a rule before your stay than after it. Call, write or send us a message.
          </Text>
          <HotelContact chatMessage={TERMS_CHAT_MESSAGE} />
        </Stack>
      </LegalDocument>
    </>
  );
}
