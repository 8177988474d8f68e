// The resource screens' menu labels (by menu code) and dictionary labels (by code and key): part of
// the first load, merged into common's. The screens' own words (resource.ts) come with their domain.
export const resourceMenu = { resource: 'Resources', oss: 'Object storage', sms: 'SMS configs', attach: 'Attachments' };
export const resourceDict = {
  oss: { '1': 'MinIO', '2': 'Qiniu Cloud', '3': 'Alibaba Cloud', '4': 'Tencent Cloud' },
  sms: { '1': 'Yunpian', '2': 'Qiniu Cloud', '3': 'Alibaba Cloud', '4': 'Tencent Cloud' },
};
