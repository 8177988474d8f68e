// System parameters. The platform tenant has enough rows to page through (size 10 → 3 pages).
// The exam's year is the seed day's (the clock's), never written down: its deadline and the
// banner follow it.

export type ParamSeed = { paramName: string; paramKey: string; paramValue: string; remark?: string };

export const platformParams = (year: number): ParamSeed[] => [
  {
    paramName: '账号初始密码',
    paramKey: 'account.initPassword',
    paramValue: '123456',
    remark: '新建账号与重置密码时使用',
  },
  { paramName: '租户默认管理密码', paramKey: 'tenant.default.password', paramValue: 'admin' },
  { paramName: '租户默认账号额度', paramKey: 'tenant.default.accountNumber', paramValue: '-1', remark: '-1 表示不限' },
  { paramName: '租户默认菜单集合', paramKey: 'tenant.default.menuCode', paramValue: 'desk,flow,system' },
  { paramName: '租户默认有效期(天)', paramKey: 'tenant.default.expireDays', paramValue: '365' },
  { paramName: '一对一咨询基础价格(元)', paramKey: 'zhiyuan.consult.price', paramValue: '1999' },
  { paramName: '单次咨询时长(分钟)', paramKey: 'zhiyuan.consult.duration', paramValue: '60' },
  { paramName: '专家每日最大咨询量', paramKey: 'zhiyuan.consult.maxPerDay', paramValue: '6' },
  { paramName: '咨询预约提前天数', paramKey: 'zhiyuan.consult.bookAheadDays', paramValue: '2' },
  { paramName: '当前高考年份', paramKey: 'exam.year', paramValue: String(year) },
  { paramName: '高考满分', paramKey: 'exam.score.max', paramValue: '750' },
  { paramName: '默认省份', paramKey: 'exam.province.default', paramValue: '江苏' },
  { paramName: '默认选科模式', paramKey: 'exam.mode', paramValue: '3+1+2', remark: '新高考省份默认模式' },
  { paramName: '志愿填报截止日期', paramKey: 'exam.apply.deadline', paramValue: `${year}-07-05` },
  { paramName: '订单支付超时(分钟)', paramKey: 'order.pay.timeout', paramValue: '30' },
  { paramName: '可退款天数', paramKey: 'order.refund.days', paramValue: '7' },
  { paramName: '订单编号前缀', paramKey: 'order.no.prefix', paramValue: 'ZY' },
  { paramName: '专家入驻需审核', paramKey: 'expert.audit.required', paramValue: 'true' },
  { paramName: '专家分成比例(%)', paramKey: 'expert.commission.rate', paramValue: '60' },
  { paramName: '短信验证码有效期(秒)', paramKey: 'sms.verify.expire', paramValue: '300' },
  { paramName: '单号每日短信上限', paramKey: 'sms.daily.limit', paramValue: '10' },
  { paramName: '上传文件大小上限(MB)', paramKey: 'oss.upload.maxSize', paramValue: '20' },
  { paramName: '推广二维码有效期(天)', paramKey: 'qrcode.expire.days', paramValue: '30' },
  { paramName: 'H5 报名开关', paramKey: 'h5.register.enabled', paramValue: 'true' },
  { paramName: '微信消息通知开关', paramKey: 'wechat.notice.enabled', paramValue: 'true' },
  { paramName: '首页公告文案', paramKey: 'notice.banner.text', paramValue: `${year} 高考志愿填报一对一咨询火热预约中` },
  { paramName: '报表导出最大行数', paramKey: 'report.export.maxRows', paramValue: '5000' },
  { paramName: '登录失败锁定次数', paramKey: 'user.login.maxFail', paramValue: '5' },
];

export const branchParams: ParamSeed[] = [
  { paramName: '账号初始密码', paramKey: 'account.initPassword', paramValue: '654321' },
  { paramName: '一对一咨询基础价格(元)', paramKey: 'zhiyuan.consult.price', paramValue: '2299', remark: '华东区定价' },
  { paramName: '默认省份', paramKey: 'exam.province.default', paramValue: '上海' },
  { paramName: '订单编号前缀', paramKey: 'order.no.prefix', paramValue: 'ZYHD' },
  { paramName: '首页公告文案', paramKey: 'notice.banner.text', paramValue: '华东分部专家团队已全部上线' },
];
