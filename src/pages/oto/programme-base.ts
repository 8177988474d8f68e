import { config } from '../../config';

/** Where a programme step is written (`student-ord-programme` save, del/{id}); it is read through its order. */
export const PROGRAMME_BASE = `${config.services.management}/onetoone/student-ord-programme`;
