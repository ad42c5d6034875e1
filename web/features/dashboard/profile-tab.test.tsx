import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hotelData } from '../../db.ts';
import { stubOwner, TEST_OWNER } from '../../test/owner.ts';
import { emptyOwnerData, seedOwnerData } from '../../test/owner-data.ts';
import { renderApp } from '../../test/render.tsx';
import { DIARY_DIGEST_LABEL } from './profile-tab.tsx';

// The daily news e-mails on the profile (issue 34): a box in the profile's form, saved with it, and
// like every change of the profile written to the phone's copy and its outbox at once.

// No network in these tests: every change stays in the outbox, as it would offline.
vi.mock('../../../sync/engine.ts', () => ({
  startSync: vi.fn(() => ({
    syncNow: vi.fn(),
    resume: vi.fn(),
    retry: vi.fn(),
    discard: vi.fn(),
    stop: vi.fn(),
    sendNow: vi.fn(async () => ({ kind: 'waiting' })),
  })),
}));

beforeEach(async () => {
  await emptyOwnerData();
  stubOwner(TEST_OWNER);
  await seedOwnerData();
});

async function openProfile() {
  await renderApp('/dashboard?tab=profile');
  const form = within(await screen.findByRole('form', { name: 'Profile' }));
  return { form, box: form.getByRole('checkbox', { name: new RegExp(DIARY_DIGEST_LABEL) }) as HTMLInputElement };
}

async function queuedProfileChanges() {
  return (await hotelData.outbox.toArray()).filter((entry) => entry.change === 'updateProfile').map((entry) => entry.body);
}

describe('the daily news e-mails on the profile', () => {
  it('are on, and turned off with the profile’s Save: the phone’s copy and its outbox say so', async () => {
    const user = userEvent.setup();
    const { form, box } = await openProfile();
    expect(box.checked).toBe(true);

    await user.click(box);
    expect(box.checked).toBe(false);
    // Nothing is saved until the form is.
    expect(await queuedProfileChanges()).toEqual([]);
    await user.click(form.getByRole('button', { name: 'Save Profile' }));

    expect((await screen.findByText('Profile Updated')).textContent).toBe('Profile Updated');
    expect((await hotelData.profile.get(TEST_OWNER.id))?.diaryDigest).toBe(false);
    expect(await queuedProfileChanges()).toEqual([{ firstName: 'Thandi', lastName: 'Mokoena', phone: null, address: null, diaryDigest: false }]);
    expect(box.checked).toBe(false);
  });

  it('are shown off when the owner turned them off, and turned on again', async () => {
    await hotelData.profile.put({ ...TEST_OWNER, diaryDigest: false });
    const user = userEvent.setup();
    const { form, box } = await openProfile();
    expect(box.checked).toBe(false);
    await user.click(box);
    await user.click(form.getByRole('button', { name: 'Save Profile' }));
    expect((await screen.findByText('Profile Updated')).textContent).toBe('Profile Updated');
    expect((await hotelData.profile.get(TEST_OWNER.id))?.diaryDigest).toBe(true);
    expect(await queuedProfileChanges()).toMatchObject([{ diaryDigest: true }]);
  });

  it('are shown on for a copy kept before the profile had them, as the hotel has them', async () => {
    const { diaryDigest: _left, ...keptBefore } = TEST_OWNER;
    await hotelData.profile.put(keptBefore as typeof TEST_OWNER);
    const { box } = await openProfile();
    expect(box.checked).toBe(true);
  });
});
