import { Button, Card, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { failureWords } from '../../../sync/api-client.ts';
import { useOnline } from '../../components/online.ts';
import {
  keepNewsCurrent,
  NEWS_NEEDS_CONNECTION,
  type NewsState,
  newsStateNow,
  rememberDeclined,
  turnNewsOff,
  turnNewsOn,
} from './news-subscription.ts';

// Issue 34: on a phone whose browser can show notifications, the owner may have the hotel's news of
// their cat (a photo, a note) shown on it, opening the stay's diary. The browser's permission prompt
// comes only from a tap on the offer; a no ("Not now", or the prompt closed) is remembered on the
// phone, and the offer waits 30 days before it is made again. A browser that blocked the site is
// never asked: the card says where the owner can allow it instead.

type CardState = NewsState | { kind: 'off' } | { kind: 'reading' };

/** One line for a browser tab and for the app on the Home Screen, whose settings are the phone's. */
export const NEWS_BLOCKED =
  'Notifications are blocked here. To get news of your cat, allow notifications for this site in your browser’s settings, or for the Cat Hotel app in your phone’s settings.';

/** The phone's news card, for the owner's stay page: nothing where the browser cannot show notifications. */
export function NewsNotifications() {
  const [state, setState] = useState<CardState>({ kind: 'reading' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const online = useOnline();

  useEffect(() => {
    let current = true;
    void (async () => {
      const now = await newsStateNow(new Date()).catch((): NewsState => ({ kind: 'quiet' }));
      if (current) setState(now);
      // Whoever signs in on this phone is the one it tells: the hotel hears so again, quietly.
      if (now.kind === 'on') {
        const kept = await keepNewsCurrent(now.subscription);
        if (current && kept !== now.subscription) setState({ kind: 'on', subscription: kept });
      }
    })();
    return () => {
      current = false;
    };
  }, []);

  const act = async (action: () => Promise<CardState>, failure: string) => {
    setBusy(true);
    setProblem(null);
    try {
      setState(await action());
    } catch (error) {
      setProblem(failureWords(error, failure));
    } finally {
      setBusy(false);
    }
  };

  if (state.kind === 'reading' || state.kind === 'quiet') return null;

  if (state.kind === 'blocked') {
    return (
      <Text fontSize="sm" color="fg.muted">
        {NEWS_BLOCKED}
      </Text>
    );
  }

  if (state.kind === 'off') {
    return (
      <Text fontSize="sm" color="fg.muted">
        Notifications are off for this phone.
      </Text>
    );
  }

  const on = state.kind === 'on';
  return (
    <Card.Root as="section" aria-label="News on this phone" size="sm" bg="white" borderColor="bg.muted" borderRadius="l3">
      <Card.Body gap="3">
        <Text fontSize="sm">
          {on
            ? 'Notifications are on for this phone: you hear when the hotel posts a photo or a note of your cat.'
            : 'Hear on this phone when the hotel posts a photo or a note of your cat.'}
        </Text>
        <HStack gap="2" wrap="wrap">
          {on ? (
            <Button
              size="sm"
              variant="outline"
              colorPalette="brand"
              loading={busy}
              onClick={() =>
                void act(async () => {
                  await turnNewsOff(state.subscription);
                  rememberDeclined(new Date());
                  return { kind: 'off' };
                }, 'Notifications could not be turned off. Please try again.')
              }
            >
              Turn off
            </Button>
          ) : (
            <>
              <Button
                size="sm"
                colorPalette="brand"
                loading={busy}
                disabled={!online}
                onClick={() => void act(() => turnNewsOn(new Date()), 'Notifications could not be turned on. Please try again.')}
              >
                Get a notification when there is news
              </Button>
              <Button
                size="sm"
                variant="ghost"
                colorPalette="brand"
                disabled={busy}
                onClick={() => {
                  rememberDeclined(new Date());
                  setState({ kind: 'quiet' });
                }}
              >
                Not now
              </Button>
            </>
          )}
        </HStack>
        {!on && !online && (
          <Text fontSize="sm" color="fg.muted">
            {NEWS_NEEDS_CONNECTION}
          </Text>
        )}
        {problem !== null && (
          <Text fontSize="sm" color="fg.error" role="alert">
            {problem}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
