import type { HttpHandler } from 'msw';
import type { Router } from '../router';
import { deptHandlers } from './dept';
import { postHandlers } from './post';
import { regionHandlers } from './region';

/** The organisation screens: depts, posts, regions. */
export const orgHandlers = (router: Router, management: string): HttpHandler[] => [
  ...deptHandlers(router, management),
  ...postHandlers(router, management),
  ...regionHandlers(router, management),
];
