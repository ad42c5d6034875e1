import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

export const deskRoutes = new Hono<AppEnv>();
