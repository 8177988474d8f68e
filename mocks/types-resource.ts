import type { OssRow as OssVo } from '../src/resources/resource/oss';
import type { SmsRow as SmsVo } from '../src/resources/resource/sms';

// The stand-in's rows of the resource screens: object storage and SMS configs as stored
// (blade_oss, blade_sms: their modules' tables, entities/oss.ts and sms.ts; attachments are
// entities/attach.ts) and the SMS the stand-in "sent". Every row is tenant-owned (TenantEntity).

/** 对象存储 (blade_oss) as stored: the VO without the words, which are looked up. */
export type OssRow = Omit<OssVo, 'categoryName' | 'statusName'>;

/** 短信配置 (blade_sms) as stored. */
export type SmsRow = Omit<SmsVo, 'categoryName' | 'statusName'>;

/** One `sms/endpoint/send-message` the stand-in accepted: what a real provider would have sent. */
export type SmsLogRow = {
  id: string;
  tenantId: string;
  smsCode: string;
  category: number;
  signName: string;
  templateId: string;
  /** Comma-joined, as sent. */
  phones: string;
  /** The `params` JSON map, as sent. */
  params: string;
  createUser: string;
  createTime: string;
};

export type ResourceTables = {
  smsLogs: SmsLogRow[];
};

export const emptyResourceTables = (): ResourceTables => ({
  smsLogs: [],
});
