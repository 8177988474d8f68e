// The home page's business overview (figures and chart): part of the first load.
export default {
  otoHome: {
    todayOrders: '今日订单',
    todayRevenue: '今日营收',
    monthOrders: '本月订单',
    monthRevenue: '本月营收',
    pendingConsults: '待咨询',
    pendingExperts: '待审核专家',
    followStudents: '待跟进意向客户',
    revenueHint: '实付 − 已退,与所链接列表的订单一致',
    openList: '打开列表',
    chartTitle: '近 30 天订单',
    chartOrders: '订单数',
    chartRevenue: '营收(元)',
    chartDay: '{{date}}:{{count}} 单,营收 {{revenue}}',
    chartLabel: '近 30 天每日订单数与营收',
    loadFailed: '数据加载失败',
  },
};
