import { describe, expect, it } from 'vitest';
import type { RunningHotel } from '../../../scripts/hotel-server.ts';
import { codeAt, stepAt } from '../../auth/one-time-codes.ts';
import { SET_UP_CODE_APP_FIRST } from '../../auth/second-factor.ts';
import { SETUP_USED } from '../../staff/passes.ts';
import { useOneFolder } from './one-folder.ts';
import { remoteVisitor } from './remote.ts';

// The first manager, as the hotel really gets one: the server on a fresh PGlite folder writes the
// setup address to its log, a browser opens it, and the next start on that folder logs nothing.

const { start } = useOneFolder('hotel-staff-setup-');

/** The log's line (JSON) with the setup address. */
const setupLine = (hotel: RunningHotel) => new RegExp(`"msg":"Staff setup: [^"]*${hotel.origin}/staff/setup#token=([a-z2-7]{32})(?=")`);

const manager = { firstName: 'Naledi', lastName: 'Khumalo', email: 'naledi@sunningdale.test', password: 'purr purr' };
let address: string;
let recoveryCodes: string[];

describe('the first manager on a PGlite data directory', () => {
  it('is made from the setup address the server logged', async () => {
    const first = await start();
    const logged = first.output().match(setupLine(first));
    expect(logged, first.output()).not.toBeNull();
    expect(first.output().match(/staff\/setup#token=/g)).toHaveLength(1);
    address = logged![0].slice(logged![0].indexOf(first.origin));
    const token = logged![1]!;

    const browser = remoteVisitor(first.origin);
    expect(await browser.post('/api/staff/pass/check', { token })).toMatchObject({ status: 200, body: { kind: 'setup', role: 'manager' } });
    const made = await browser.post('/api/staff/pass', { token, ...manager });
    expect(made).toMatchObject({ status: 201, body: { email: manager.email, role: 'manager' } });
    // A manager's desk opens once a code app is set up (issue 30): the test plays the phone.
    expect(await browser.get('/api/staff/team')).toMatchObject({ status: 403, body: { message: SET_UP_CODE_APP_FIRST } });
    const key = (await browser.post('/api/staff/code/setup')).body.key as string;
    const confirmed = await browser.post('/api/staff/code/confirm', { code: codeAt(key, stepAt(new Date())) });
    expect(confirmed.status).toBe(201);
    recoveryCodes = confirmed.body.recoveryCodes as string[];
    expect((await browser.get('/api/staff/team')).status).toBe(200);
    expect(await first.stop()).toBe(0);
  });

  it('after a restart on the same folder: no setup line, the old address is dead and says so, and the manager signs in', async () => {
    const second = await start();
    expect(second.output()).not.toMatch(/Staff setup:/);
    const token = new URLSearchParams(new URL(address).hash.slice(1)).get('token');
    const browser = remoteVisitor(second.origin);
    expect(await browser.post('/api/staff/pass/check', { token })).toMatchObject({ status: 410, body: { message: SETUP_USED } });
    expect(await browser.post('/api/login', { email: manager.email, password: manager.password })).toMatchObject({
      status: 202,
      body: { codeNeeded: true },
    });
    // A recovery code, as the app's code of this half-minute was taken at setup.
    const signedIn = await browser.post('/api/login/code', { code: recoveryCodes[0] });
    expect(signedIn).toMatchObject({ status: 200, body: { role: 'manager' } });
    expect((await browser.get('/api/staff/team')).status).toBe(200);
  });
});
