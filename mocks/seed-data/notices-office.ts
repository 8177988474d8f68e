import type { NoticeSeed } from './notice-seed';

// The office side of the desk's notices: people, meetings, housekeeping, and one notice scheduled
// for later (released after the seed day: the list has it, the top bar does not yet).

export const noticeSeedsOffice = (): NoticeSeed[] => [
  {
    title: '关于李静同志任咨询服务部主任的通知',
    category: 5,
    daysAgo: 11,
    hour: 15,
    minute: 0,
    content: [
      '<p>经公司研究决定:</p>',
      '<p><strong>李静</strong>同志任咨询服务部主任,全面负责专家排班与服务质量管理。</p>',
      '<p>特此通知。</p>',
    ].join(''),
  },
  {
    title: '批转运营部《专家排班管理办法》',
    category: 2,
    daysAgo: 13,
    hour: 10,
    minute: 30,
    content: [
      '<h3>专家排班管理办法</h3>',
      '<ol><li>排班以周为单位,每周四发布下周排班</li><li>专家请假须提前 48 小时在系统中提交</li><li>临时调班须经咨询服务部主任同意</li></ol>',
      '<p>请各部门遵照执行。</p>',
    ].join(''),
  },
  {
    title: '关于开展客户满意度回访的通知',
    category: 6,
    daysAgo: 19,
    hour: 9,
    minute: 0,
    content: [
      '<p>客服部将于本月对已完成订单开展满意度回访,回访内容包括:</p>',
      '<ul><li>专家专业度</li><li>方案清晰度</li><li>服务响应速度</li></ul>',
      '<p>回访结果将纳入<u>专家月度评价</u>。</p>',
    ].join(''),
  },
  {
    title: '季度经营分析会议通知',
    category: 6,
    daysAgo: 23,
    hour: 14,
    minute: 0,
    content: [
      '<h3>季度经营分析会</h3>',
      '<p>时间:下周一 9:30;地点:总部二楼会议室。</p>',
      '<p>请各机构负责人准备<strong>订单、营收与客户转化</strong>三项数据,会前一天提交。</p>',
    ].join(''),
  },
  {
    title: '办公区域消防安全检查安排',
    category: 6,
    daysAgo: 36,
    hour: 11,
    minute: 30,
    content: [
      '<p>物业将于本周三下午对办公区域进行消防安全检查,请配合:</p>',
      '<ul><li>清理消防通道堆放物品</li><li>下班前关闭电源</li></ul>',
    ].join(''),
  },
  {
    title: '关于成立志愿填报教研小组的通知',
    category: 5,
    daysAgo: 42,
    hour: 9,
    minute: 0,
    content: [
      '<p>为加强院校与专业数据研究,成立志愿填报教研小组:</p>',
      '<ul><li>组长:<strong>王磊</strong></li><li>成员:教研部全体及各机构推荐专家各一名</li></ul>',
      '<p>小组每月发布一期《院校动态》。</p>',
    ].join(''),
  },
  {
    title: '{year} 年志愿填报服务季动员会(定时发布)',
    category: 6,
    daysAgo: -5,
    hour: 9,
    minute: 0,
    content: [
      '<h2>服务季动员会</h2>',
      '<p>服务季即将开始,全体员工请准时参加动员会,会上将发布各机构目标与激励方案。</p>',
    ].join(''),
  },
];
