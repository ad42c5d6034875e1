import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

export const staffPassRoutes = new Hono<AppEnv>();
