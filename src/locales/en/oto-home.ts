// The home page's business overview (figures and chart): part of the first load.
export default {
  otoHome: {
    todayOrders: 'Orders today',
    todayRevenue: 'Revenue today',
    monthOrders: 'Orders this month',
    monthRevenue: 'Revenue this month',
    pendingConsults: 'Consultations pending',
    pendingExperts: 'Experts awaiting audit',
    followStudents: 'Students to follow up',
    revenueHint: 'Paid − refunded, over the orders of the linked list',
    openList: 'Open the list',
    chartTitle: 'Orders, last 30 days',
    chartOrders: 'Orders',
    chartRevenue: 'Revenue (¥)',
    chartDay: '{{date}}: {{count}} orders, revenue {{revenue}}',
    chartLabel: 'Orders and revenue per day over the last 30 days',
    loadFailed: 'Could not load the figures',
  },
};
