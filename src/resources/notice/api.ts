import { config } from '../../config';

// The notice calls made outside the notice screens (blade-desk): the top bar's popover lists the
// latest notices without the declarations (they come with the notice screens' domain).
const desk = `/${config.services.desk}`;

export const noticeApi = {
  list: `${desk}/notice/list`,
};
