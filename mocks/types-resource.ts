// The stand-in's tables of the resource screens (issue 12): object storage and SMS configs
// (blade_oss, blade_sms), attachments (blade_attach) and the SMS the stand-in "sent". Every row is
// tenant-owned (TenantEntity); filled in by its seed (seed-resource.ts).

/** 对象存储 (blade_oss). */
export type OssRow = {
  id: string;
  tenantId: string;
  /** Dictionary `oss`: 1 minio, 2 七牛云, 3 阿里云, 4 腾讯云. */
  category: number;
  /** 资源编号: unique per tenant; `put-file?code=` picks the config by it. */
  ossCode: string;
  endpoint: string;
  bucketName: string;
  accessKey: string;
  secretKey: string;
  /** Tencent COS only (category 4). */
  appId: string;
  region: string;
  remark: string;
  /** Dictionary `yes_no`: 2 enabled (one per tenant), 1 disabled. */
  status: number;
  createTime: string;
  updateTime: string;
};

/** 短信配置 (blade_sms). */
export type SmsRow = {
  id: string;
  tenantId: string;
  /** Dictionary `sms`: 1 云片, 2 七牛云, 3 阿里云, 4 腾讯云. */
  category: number;
  smsCode: string;
  templateId: string;
  accessKey: string;
  /** Not used by 云片 (category 1). */
  secretKey: string;
  /** Aliyun only (category 3). */
  regionId: string;
  signName: string;
  remark: string;
  /** Dictionary `yes_no`: 2 enabled, 1 disabled. */
  status: number;
  createTime: string;
  updateTime: string;
};

/** 附件 (blade_attach, BX34's `domainUrl`): a file put through `put-file-attach`. */
export type AttachRow = {
  id: string;
  tenantId: string;
  /** The file itself: a data: URL (no file host stands behind the stand-in). */
  link: string;
  domainUrl: string;
  /** Object name in the bucket: upload/<yyyyMMdd>/<id>.<ext>. */
  name: string;
  originalName: string;
  /** Without the dot, as Blade's FileUtil.getFileExtension gives it. */
  extension: string;
  /** Bytes. */
  attachSize: number;
  createTime: string;
  updateTime: string;
};

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
  ossConfigs: OssRow[];
  smsConfigs: SmsRow[];
  attaches: AttachRow[];
  smsLogs: SmsLogRow[];
};

export const emptyResourceTables = (): ResourceTables => ({
  ossConfigs: [],
  smsConfigs: [],
  attaches: [],
  smsLogs: [],
});
