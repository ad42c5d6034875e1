import { Alert } from '@chakra-ui/react';
import { useOnline } from './online.ts';

/** Said plainly, before the owner tries, when what this screen does needs the server. */
export function OfflineNotice({ why }: { why: string }) {
  if (useOnline()) return null;
  return (
    <Alert.Root status="warning" borderRadius="l2">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>You are offline</Alert.Title>
        <Alert.Description>{why}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
