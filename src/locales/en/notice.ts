// The notice screens' own words: Chinese loads with the domain's declarations (addZhWords).
export default {
  noticeDesk: {
    name: 'notice',
    title: 'Title',
    titleRequired: 'Please enter the notice title',
    category: 'Type',
    categoryRequired: 'Please choose the notice type',
    releaseTime: 'Release date',
    releaseTimeRequired: 'Please choose the release date',
    content: 'Content',
  },
};
