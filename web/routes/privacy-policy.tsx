import { Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../components/page-head.tsx';
import { PageHero } from '../components/page-sections.tsx';
import { PAGES } from '../content/pages.ts';
import { PRIVACY_INTRO, PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from '../content/privacy.ts';
import { LegalDocument } from '../features/legal/legal-document.tsx';

export const Route = createFileRoute('/privacy-policy')({ component: PrivacyPolicyPage });

function PrivacyPolicyPage() {
  return (
    <>
      <PageHead page={PAGES.privacy} />
      <PageHero eyebrow="Privacy Policy" title="Your privacy, and your cat’s" lead={PRIVACY_INTRO}>
        <Text fontSize="sm" color="brass.200" fontWeight="semibold">
          {PRIVACY_LAST_UPDATED}
        </Text>
      </PageHero>
      <LegalDocument path={PAGES.privacy.path} sections={PRIVACY_SECTIONS}>
        <Text color="fg.muted" fontSize="sm" borderTopWidth="1px" borderColor="bg.muted" pt="6">
          {PRIVACY_LAST_UPDATED}
        </Text>
      </LegalDocument>
    </>
  );
}
