import type { HttpHandler } from 'msw';
import type { Router } from '../router';
import { deptHandlers } from './dept';

/** The organisation screens: depts (posts and regions: entities/post.ts, region.ts). */
export const orgHandlers = (router: Router, management: string): HttpHandler[] => [...deptHandlers(router, management)];
