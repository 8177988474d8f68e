// Dictionaries: one entry per code, with its [dictKey, dictValue] children in display order (a
// third element is the item's remark: the flow dictionary's route keys, leave / expense, which
// Saber turns into /work/process/<remark>/...).
// The system ones are BladeX's seed (blade_dict) plus the exam's subject and elective codes.

export type DictSeed = {
  code: string;
  name: string;
  items: readonly (readonly [key: string, value: string, remark?: string])[];
};

export const systemDicts: DictSeed[] = [
  {
    code: 'yes_no',
    name: '是否',
    items: [
      ['1', '否'],
      ['2', '是'],
    ],
  },
  {
    code: 'sex',
    name: '性别',
    items: [
      ['1', '男'],
      ['2', '女'],
      ['3', '未知'],
    ],
  },
  {
    code: 'subject',
    name: '科类',
    items: [
      ['WEN', '文科'],
      ['LI', '理科'],
      ['ZONG', '综合'],
      ['L', '历史'],
      ['W', '物理'],
    ],
  },
  {
    code: 'elective',
    name: '选考科目',
    items: [
      ['O', '不限'],
      ['W', '物'],
      ['H', '化'],
      ['S', '生'],
      ['Z', '政'],
      ['L', '历'],
      ['D', '地'],
      ['J', '技'],
    ],
  },
  {
    code: 'notice',
    name: '通知类型',
    items: [
      ['1', '发布通知'],
      ['2', '批转通知'],
      ['3', '转发通知'],
      ['4', '指示通知'],
      ['5', '任免通知'],
      ['6', '事务通知'],
    ],
  },
  {
    code: 'menu_category',
    name: '菜单类型',
    items: [
      ['1', '菜单'],
      ['2', '按钮'],
    ],
  },
  {
    code: 'button_func',
    name: '按钮功能',
    items: [
      ['1', '工具栏'],
      ['2', '操作栏'],
      ['3', '工具操作栏'],
    ],
  },
  {
    code: 'data_scope_type',
    name: '数据权限',
    items: [
      ['1', '全部可见'],
      ['2', '本人可见'],
      ['3', '所在机构可见'],
      ['4', '所在机构及子级可见'],
      ['5', '自定义'],
    ],
  },
  {
    code: 'api_scope_type',
    name: '接口权限',
    items: [
      ['1', '系统接口'],
      ['2', '业务接口'],
    ],
  },
  {
    code: 'scope_category',
    name: '权限类型',
    items: [
      ['1', '数据权限'],
      ['2', '接口权限'],
    ],
  },
  {
    code: 'post_category',
    name: '岗位类型',
    items: [
      ['1', '高层'],
      ['2', '中层'],
      ['3', '基层'],
      ['4', '其他'],
    ],
  },
  {
    code: 'org_category',
    name: '机构类型',
    items: [
      ['1', '公司'],
      ['2', '部门'],
      ['3', '小组'],
    ],
  },
  {
    code: 'user_type',
    name: '用户平台',
    items: [
      ['1', 'WEB'],
      ['2', 'APP'],
      ['3', 'OTHER'],
    ],
  },
  {
    code: 'region',
    name: '行政区划',
    items: [
      ['0', '国家'],
      ['1', '省份/直辖市'],
      ['2', '地市'],
      ['3', '区县'],
      ['4', '乡镇'],
      ['5', '村委'],
    ],
  },
  {
    code: 'flow',
    name: '流程类型',
    items: [
      ['1', '请假流程', 'leave'],
      ['2', '报销流程', 'expense'],
    ],
  },
  {
    code: 'oss',
    name: '对象存储类型',
    items: [
      ['1', 'minio'],
      ['2', '七牛云'],
      ['3', '阿里云'],
      ['4', '腾讯云'],
    ],
  },
  {
    code: 'sms',
    name: '短信服务类型',
    items: [
      ['1', '云片'],
      ['2', '七牛云'],
      ['3', '阿里云'],
      ['4', '腾讯云'],
    ],
  },
];

/**
 * Dictionaries of the one-to-one business, copied into every tenant (dict-biz is
 * tenant-owned). Statuses and categories live here so a real backend's values render; the English
 * words are the client's (locales `dict.<code>.<key>`), the stored values are Chinese.
 */
const consultingDicts: DictSeed[] = [
  {
    code: 'order_status',
    name: '订单状态',
    items: [
      ['0', '待支付'],
      ['1', '已支付'],
      ['2', '服务中'],
      ['3', '已完成'],
      ['4', '已退款'],
      ['5', '已取消'],
    ],
  },
  {
    code: 'consult_status',
    name: '咨询状态',
    items: [
      ['0', '待咨询'],
      ['1', '已完成'],
      ['2', '已取消'],
    ],
  },
  {
    code: 'service_type',
    name: '服务类型',
    items: [
      ['1', '志愿填报'],
      ['2', '选科指导'],
      ['3', '升学规划'],
    ],
  },
  {
    code: 'follow_status',
    name: '跟进状态',
    items: [
      ['0', '待跟进'],
      ['1', '跟进中'],
      ['2', '已成交'],
      ['3', '已放弃'],
    ],
  },
  {
    code: 'org_status',
    name: '机构状态',
    items: [
      ['1', '合作中'],
      ['0', '已停用'],
    ],
  },
  {
    code: 'expert_title',
    name: '专家职称',
    items: [
      ['1', '高级规划师'],
      ['2', '资深规划师'],
      ['3', '首席专家'],
      ['4', '特聘专家'],
    ],
  },
  {
    code: 'expert_audit',
    name: '审核状态',
    items: [
      ['0', '草稿'],
      ['1', '待审核'],
      ['2', '已通过'],
      ['3', '已驳回'],
    ],
  },
  {
    code: 'customer_source',
    name: '客户来源',
    items: [
      ['1', 'H5报名'],
      ['2', '电话咨询'],
      ['3', '转介绍'],
      ['4', '线下活动'],
      ['5', '公众号'],
    ],
  },
  {
    code: 'consult_mode',
    name: '咨询方式',
    items: [
      ['1', '视频'],
      ['2', '电话'],
      ['3', '面谈'],
    ],
  },
  {
    code: 'tip_position',
    name: '提示位置',
    items: [
      ['1', '首页'],
      ['2', '下单页'],
      ['3', '支付成功页'],
      ['4', '咨询页'],
    ],
  },
  {
    code: 'h5_channel',
    name: '报名渠道',
    items: [
      ['1', '公众号'],
      ['2', '朋友圈'],
      ['3', '线下海报'],
      ['4', '其他'],
    ],
  },
];

export const businessDicts: DictSeed[] = [
  ...systemDicts.filter((dict) => ['subject', 'elective'].includes(dict.code)),
  ...consultingDicts,
];
