import type { HttpHandler } from 'msw';
import type { Router } from '../router';
import { deptHandlers } from './dept';
import { regionHandlers } from './region';

/** The organisation screens: depts, regions (posts: entities/post.ts). */
export const orgHandlers = (router: Router, management: string): HttpHandler[] => [
  ...deptHandlers(router, management),
  ...regionHandlers(router, management),
];
