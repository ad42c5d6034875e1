import { Hono } from 'hono';
import { codeAppRoutes, proofRoutes, requireCodeAppReady, requireRecentProof } from '../auth/second-factor.ts';
import type { AppEnv } from '../context.ts';
import { deskPhotoRoutes, stayPhotoUploadRoutes } from '../photos/routes.ts';
import { proofDeskRoutes, spayNeuterCheckRoutes, vaccinationCheckRoutes } from './cat-records.ts';
import { deskRoutes } from './desk.ts';
import { hotelNightRoutes } from './hotel-nights.ts';
import { liveCallDeskRoutes } from './live-calls.ts';
import { staffPassRoutes } from './passes.ts';
import { stayRequestDeskRoutes } from './stay-requests.ts';
import { teamRoutes } from './team.ts';
import { vaccinationRuleSettingRoutes } from './vaccination-rules.ts';

/**
 * The hotel's side of the API, under /api/staff (issue 14). The setup and invitation addresses are
 * open to anyone holding one; every other route refuses owners (403) and visitors (401) in its own
 * module, before it reads anything, and a member whose code app is still to be set up (403).
 */
export const staffRoutes = new Hono<AppEnv>()
  .route('/pass', staffPassRoutes)
  // The member's own code app and proof, open before the app is set up (api/auth/second-factor.ts).
  .route('/code', codeAppRoutes)
  .route('/proof', proofRoutes)
  .use(requireCodeAppReady)
  // Who is on the team decides who reads owners' records: a change asks for a recent proof.
  .use('/team/*', requireRecentProof)
  .route('/team', teamRoutes)
  .route('/stay-requests', stayRequestDeskRoutes)
  .route('/live-calls', liveCallDeskRoutes)
  .route('/vaccination-rules', vaccinationRuleSettingRoutes)
  .route('/proofs', proofDeskRoutes)
  // The stays' photos (issue 34): posted from the round, read on the booking's page and the round.
  .route('/stay-photos', stayPhotoUploadRoutes)
  .route('/photos', deskPhotoRoutes)
  .route('/vaccinations', vaccinationCheckRoutes)
  .route('/cats', spayNeuterCheckRoutes)
  .route('/', hotelNightRoutes)
  .route('/', deskRoutes);
