import { Alert, Container } from '@chakra-ui/react';
import { ACCOUNT_DELETED } from '../../content/account-deleted.ts';

/** Shown on the home page the owner lands on after deleting the account (delete-account-dialog.tsx). */
export function AccountDeletedNotice() {
  return (
    <Container maxW="5xl" pt="6">
      <Alert.Root status="success" borderRadius="l2" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{ACCOUNT_DELETED.title}</Alert.Title>
          <Alert.Description>{ACCOUNT_DELETED.body}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Container>
  );
}
