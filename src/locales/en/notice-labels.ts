// The notice screens' menu labels (by menu code) and dictionary labels (by code and key): part of
// the first load, merged into common's. The screens' own words (notice.ts) come with their domain.
export const noticeMenu = { desk: 'Desk', notice: 'Notices' };
export const noticeDict = {
  notice: {
    '1': 'Announcement',
    '2': 'Endorsed',
    '3': 'Forwarded',
    '4': 'Instruction',
    '5': 'Appointment',
    '6': 'Affairs',
  },
};
