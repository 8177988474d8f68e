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
import oto from './oto';
import otoOrder from './oto-order';
import resource, { resourceDict, resourceMenu } from './resource';
import notice, { noticeDict, noticeMenu } from './notice';
import log, { logDict, logMenu } from './log';
import develop, { developDict, developMenu } from './develop';

export default { ...common, ...login, ...crud, ...shell, ...system, ...refine, ...info, ...errorLog, ...dict, ...user, ...access, ...platform, ...oto, ...otoOrder, ...resource, ...notice, ...log, ...develop,
  // Each domain adds its menu labels and dictionary labels to common's.
  menu: { ...common.menu, ...resourceMenu, ...noticeMenu, ...logMenu, ...developMenu },
  dict: { ...common.dict, ...resourceDict, ...noticeDict, ...logDict, ...developDict },
};
