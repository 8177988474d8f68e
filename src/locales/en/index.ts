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
import otoHome from './oto-home';
import resource from './resource';
import { resourceDict, resourceMenu } from './resource-labels';
import notice from './notice';
import { noticeDict, noticeMenu } from './notice-labels';
import log from './log';
import { logDict, logMenu } from './log-labels';
import develop from './develop';
import flow from './flow';
import flowDiagram from './flow-diagram';
import { developDict, developMenu } from './develop-labels';
import { flowDict, flowMenu, flowTabs } from './flow-labels';
import type { Messages } from '../types';

const en: Messages = {
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
  ...oto,
  ...otoOrder,
  ...otoHome,
  ...resource,
  ...notice,
  ...log,
  ...develop,
  ...flow,
  ...flowDiagram,
  // Each domain adds its menu labels and dictionary labels to common's.
  menu: { ...common.menu, ...resourceMenu, ...noticeMenu, ...logMenu, ...developMenu, ...flowMenu },
  dict: { ...common.dict, ...resourceDict, ...noticeDict, ...logDict, ...developDict, ...flowDict },
  ...flowTabs,
};
export default en;
