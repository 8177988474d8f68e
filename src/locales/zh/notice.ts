// The notice screens' own words: Chinese loads with the domain's declarations (addZhWords).
// Saber's labels and rule texts (notice.vue asks to "input" the type and the date too).
export default {
  noticeDesk: {
    name: '通知',
    title: '通知标题',
    titleRequired: '请输入通知标题',
    category: '通知类型',
    categoryRequired: '请选择通知类型',
    releaseTime: '通知日期',
    releaseTimeRequired: '请选择通知日期',
    content: '通知内容',
  },
};
