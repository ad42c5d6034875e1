import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

export const hotelNightRoutes = new Hono<AppEnv>();
