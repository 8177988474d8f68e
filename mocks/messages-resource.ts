// The stand-in's messages of the resource screens, zh / en: Saber's rule texts for the required
// fields, Blade's own for the rest (ServiceException texts, SmsUtil's 短信发送成功). Merged into
// messages.ts.
export const resourceMessages = {
  resCategoryRequired: ['请选择分类', 'Please select the category'],
  resCodeRequired: ['请输入资源编号', 'Please enter the resource code'],
  resCodeExists: ['当前资源编号已存在!', 'the resource code already exists!'],
  resAccessKeyRequired: ['请输入accessKey', 'Please enter the accessKey'],
  resSecretKeyRequired: ['请输入secretKey', 'Please enter the secretKey'],
  ossConfigMissing: ['未获取到对应的对象存储配置', 'no object storage config found for this code'],
  smsConfigMissing: ['未获取到对应的短信配置', 'no SMS config found for this code'],
  // Spring's MissingServletRequestParameterException, as Blade's translator words it.
  resParamMissing: ['缺少必要的请求参数: {0}', 'missing required parameter: {0}'],
  smsParamsInvalid: [
    '短信参数须为 JSON 对象,如 {"code":"2333"}',
    'the SMS params must be a JSON object, e.g. {"code":"2333"}',
  ],
  // The spec's phone messages (§5), for each number of the comma list.
  smsPhoneRequired: ['手机号不能为空', 'phone number cannot be empty'],
  smsPhoneLength: ['手机号长度不为11位', 'phone number length is not 11'],
  smsPhoneFormat: ['手机号格式不正确', 'phone number format incorrect'],
  smsSent: ['短信发送成功', 'SMS sent'],
  attachStoreFull: [
    '附件存储空间已满,请先删除不用的附件',
    'attachment storage is full: delete attachments you no longer need first',
  ],
} as const satisfies Record<string, readonly [zh: string, en: string]>;
