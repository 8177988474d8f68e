import common from './common';
import login from './login';
import crud from './crud';
import shell from './shell';
import system from './system';
import refine from './refine';
import errorLog from './error-log';
import info from './info';
import dict from './dict';
import user from './user';
import access from './access';
import platform from './platform';
import otoHome from './oto-home';
import { resourceDict, resourceMenu } from './resource-labels';
import { noticeDict, noticeMenu } from './notice-labels';
import { logDict, logMenu } from './log-labels';
import { developDict, developMenu } from './develop-labels';
import { flowDict, flowMenu, flowTabs } from './flow-labels';

/**
 * The Chinese of the first load: the frame, login, the list page, platform administration (the
 * first list page is /system/param) and the home page; every domain's menu and dictionary labels.
 */
export default {
  ...common,
  ...login,
  ...crud,
  ...shell,
  ...system,
  ...refine,
  ...info,
  ...errorLog,
  ...dict,
  ...user,
  ...access,
  ...platform,
  ...otoHome,
  // Each domain adds its menu labels and dictionary labels to common's.
  menu: { ...common.menu, ...resourceMenu, ...noticeMenu, ...logMenu, ...developMenu, ...flowMenu },
  dict: { ...common.dict, ...resourceDict, ...noticeDict, ...logDict, ...developDict, ...flowDict },
  ...flowTabs,
};
