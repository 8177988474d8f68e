// The notice screens' menu labels (by menu code) and dictionary labels (by code and key): part of
// the first load, merged into common's. The screens' own words (notice.ts) come with their domain.
export const noticeMenu = { desk: '工作台', notice: '通知公告' };
export const noticeDict = {
  notice: { '1': '发布通知', '2': '批转通知', '3': '转发通知', '4': '指示通知', '5': '任免通知', '6': '事务通知' },
};
