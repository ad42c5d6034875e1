import { Alert } from '@chakra-ui/react';
import { DeskScreen } from '../../../components/desk-screen.tsx';
import { VaccinationRulesSection } from './vaccination-rules-section.tsx';

/**
 * What a staff member sees at /staff/settings: the page exists, and whom to ask; and the vaccination
 * rules, which the desk holds owners to.
 */
export function ManagersOnly() {
  return (
    <DeskScreen title="Settings">
      <Alert.Root status="info" borderRadius="l3">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Settings are for managers</Alert.Title>
          <Alert.Description>
            Places per night, closed nights, the vaccination rules and the team are changed by a manager. Ask one if something here needs changing.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <VaccinationRulesSection />
    </DeskScreen>
  );
}
