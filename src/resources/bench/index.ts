import type { ResourceDef } from '../types';
import benchRows from './bench-rows';

/** Only in the benchmark build (VITE_BENCH=1; the registry leaves the domain out elsewhere). */
export const benchResources: ResourceDef[] = [benchRows];
