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

export default { ...common, ...login, ...crud, ...shell, ...system, ...refine, ...info, ...errorLog, ...dict, ...user, ...access, ...platform, ...oto, ...otoOrder };
