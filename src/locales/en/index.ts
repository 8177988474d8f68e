import common from './common';
import login from './login';
import crud from './crud';
import shell from './shell';
import system from './system';
import refine from './refine';
import type { Messages } from '../types';

const en: Messages = { ...common, ...login, ...crud, ...shell, ...system, ...refine };
export default en;
