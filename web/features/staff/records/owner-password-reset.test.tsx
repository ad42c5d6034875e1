import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render.tsx';
import { stubServer, TEST_STAFF } from '../desk.test-support.ts';
import { THANDI, THANDI_RECORD } from './records.test-support.ts';

const resetPath = `/api/staff/owners/${THANDI.id}/password-reset`;

async function openRecordAndAsk(answer: { status: number; body: unknown }) {
  const calls = stubServer(TEST_STAFF, (call) => (call.path === resetPath ? answer : { status: 200, body: THANDI_RECORD }));
  const user = userEvent.setup();
  await renderApp(`/staff/owners/${THANDI.id}`);
  await user.click(await screen.findByRole('button', { name: 'Send password reset link' }));
  const question = within(await screen.findByRole('alertdialog', { name: 'Send a password reset link?' }));
  expect(question.getByText(/We e-mail a link to thandi@example.com/)).toBeTruthy();
  return { calls, user, question };
}

describe('Send password reset link, on an owner’s record', () => {
  it('asks first, then sends once under its own key and says where the link went', async () => {
    const { calls, user, question } = await openRecordAndAsk({ status: 202, body: { sentTo: 'thandi@example.com' } });
    expect(calls.filter((call) => call.path === resetPath)).toEqual([]);
    await user.click(question.getByRole('button', { name: 'Send Link' }));

    expect(await screen.findByText('Reset link sent to thandi@example.com')).toBeTruthy();
    const sent = calls.filter((call) => call.path === resetPath);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.headers.get('idempotency-key')).toMatch(/^[\w-]{36}$/);
  });

  it('shows the server’s words when it refuses', async () => {
    const capped =
      'This owner has been sent 3 reset links in the last 15 minutes. Ask them to look in their inbox and spam folder, or try again later.';
    const { user, question } = await openRecordAndAsk({ status: 429, body: { message: capped } });
    await user.click(question.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByText(capped)).toBeTruthy();
    expect(screen.queryByText(/Reset link sent/)).toBeNull();
  });

  it('sends nothing when the question is cancelled', async () => {
    const { calls, user, question } = await openRecordAndAsk({ status: 202, body: { sentTo: 'thandi@example.com' } });
    await user.click(question.getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.path === resetPath)).toEqual([]);
    expect(screen.queryByText(/Reset link sent/)).toBeNull();
  });
});
