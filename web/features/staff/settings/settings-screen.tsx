import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { NightSettingsView } from '../../../../domain/contracts/desk-nights.ts';
import type { TeamView } from '../../../../domain/contracts/desk-team.ts';
import type { CodeAppView } from '../../../../domain/schemas/second-factor.ts';
import type { HotelChangeView } from '../../../../domain/hotel-changes.ts';
import { DeskScreen } from '../../../components/desk-screen.tsx';
import { OfflineNotice } from '../../../components/offline-notice.tsx';
import { DESK_NEEDS_CONNECTION } from '../staff-api.ts';
import { CapacitySection } from './capacity-section.tsx';
import { ClosedNightsSection } from './closed-nights-section.tsx';
import { HotelChangesSection } from './hotel-changes-section.tsx';
import { InvitationsSection } from './invitations-section.tsx';
import { SignInSection } from './sign-in-section.tsx';
import { TeamSection } from './team-section.tsx';
import { VaccinationRulesSection } from './vaccination-rules-section.tsx';

/**
 * Settings (managers): the hotel's nights and the rules its guests meet on the left, its people on the right from 1024 px;
 * one column on a phone; below both, the record of who changed what (issue 30). `reread` reads both again after a change the hotel accepted.
 */
export function SettingsScreen({
  nights,
  team,
  codeApp,
  changes,
  reread,
}: {
  nights: NightSettingsView;
  team: TeamView;
  codeApp: CodeAppView;
  changes: readonly HotelChangeView[];
  reread: () => Promise<void>;
}) {
  return (
    <DeskScreen title="Settings" lead="Places and closed nights, the vaccination rules, the team, its invitations and how it signs in.">
      <OfflineNotice why={DESK_NEEDS_CONNECTION} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Stack gap="6">
          <CapacitySection settings={nights} reread={reread} />
          <ClosedNightsSection settings={nights} reread={reread} />
          <VaccinationRulesSection reread={reread} />
        </Stack>
        <Stack gap="6">
          <TeamSection team={team} reread={reread} />
          <InvitationsSection team={team} reread={reread} />
          <SignInSection codeApp={codeApp} reread={reread} />
        </Stack>
      </SimpleGrid>
      <HotelChangesSection changes={changes} />
    </DeskScreen>
  );
}
