import common from './common';
import login from './login';
import crud from './crud';
import shell from './shell';
import system from './system';
import refine from './refine';

export default { ...common, ...login, ...crud, ...shell, ...system, ...refine };
