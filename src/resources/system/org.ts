import dept from './dept';
import post from './post';
import region from './region';

/** The organisation screens: depts, posts, regions (registered with one line in registry.ts). */
export const orgResources = [dept, post, region];
