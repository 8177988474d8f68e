import param from './param';
import post from './post';
import client from './client';
import datasource from './datasource';
import notice from './notice';
import oss from './oss';
import sms from './sms';
import attach from './attach';
import qrcodeSetting from './qrcode-setting';
import promptConfig from './prompt-config';

// The stand-in's plain entities, one module each (entity.ts). A new one is a module and a line
// here: its table, keys, seed, journal, handlers, menu and buttons follow from this list.
export const entities = [
  param,
  post,
  client,
  datasource,
  notice,
  oss,
  sms,
  attach,
  qrcodeSetting,
  promptConfig,
] as const;
