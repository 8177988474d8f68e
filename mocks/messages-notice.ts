// The stand-in's messages of the notice screens, zh / en: Saber's notice.vue rule texts. Merged
// into messages.ts.
export const noticeMessages = {
  noticeTitleRequired: ['请输入通知标题', 'Please enter the notice title'],
  noticeCategoryRequired: ['请输入通知类型', 'Please enter the notice type'],
  noticeReleaseTimeRequired: ['请输入通知日期', 'Please enter the notice date'],
  noticeReleaseTimeInvalid: ['通知日期格式应为 yyyy-MM-dd HH:mm:ss', 'the notice date must read yyyy-MM-dd HH:mm:ss'],
} as const;
