import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { deskRoutes } from './desk.ts';
import { hotelNightRoutes } from './hotel-nights.ts';
import { staffPassRoutes } from './passes.ts';
import { teamRoutes } from './team.ts';

/**
 * The hotel's side of the API, under /api/staff (issue 14). The setup and invitation addresses are
 * open to anyone holding one; every other route refuses owners (403) and visitors (401) in its own
 * module, before it reads anything.
 */
export const staffRoutes = new Hono<AppEnv>()
  .route('/pass', staffPassRoutes)
  .route('/team', teamRoutes)
  .route('/', hotelNightRoutes)
  .route('/', deskRoutes);
