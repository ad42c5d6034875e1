import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

export const teamRoutes = new Hono<AppEnv>();
