export default {
  app: {
    title: 'Zhiyuan Planning',
    platform: 'Zhiyuan Planning Admin Platform',
    slogan: 'Back office of one-to-one expert consulting for college entrance planning',
  },
  http: {
    unknownError: 'Unknown error',
    networkError: 'Network error, please check your connection',
    timeout: 'The request timed out, please try again',
    unauthorized: 'Your session has expired, please log in again',
    unexpectedAnswer: 'The server sent an answer that could not be read, please try again later',
    refreshRetry: 'Could not renew your session, it will be retried shortly',
    standinFailed: 'The built-in demo backend could not start; requests go to the server as they are',
    standinNotPersisting: 'Local storage is full or unavailable: changes to the demo data are kept in memory and are lost on reload',
  },
  errors: {
    403: 'Sorry, you are not allowed to access this page',
    404: 'Sorry, the page you visited does not exist',
    500: 'Sorry, something went wrong on the server',
    backHome: 'Back to home',
    back: 'Go back',
    // The document title of each page.
    titles: { 403: 'Access denied', 404: 'Page not found', 500: 'Server error' },
  },
  // Dictionary entries by dictionary code and key (spec §9). English is shown from these; Chinese
  // uses the server's dictValue, as an administrator may reword it.
  dict: {
    subject: { WEN: 'Liberal arts', LI: 'Sciences', ZONG: 'Comprehensive', L: 'History', W: 'Physics' },
    elective: { O: 'Any', W: 'Physics', H: 'Chemistry', S: 'Biology', Z: 'Politics', L: 'History', D: 'Geography', J: 'Technology' },
  },
  // Menu labels by server menu code (English is shown from these; Chinese uses the server's name).
  menu: {
    benchrows: 'Benchmark list',
    platform: 'Platform',
    oto: 'One-to-one',
    test: 'Test page',
    guide: 'User guide',
    help: 'Help center',
    system: 'System',
    param: 'Parameters',
    tenantpackage: 'Tenant packages',
    dept: 'Departments',
    post: 'Posts',
    region: 'Regions',
    dict: 'Dictionaries',
    dictbiz: 'Business dictionaries',
    dicthorizontal: 'Dictionaries (side by side)',
    dictvertical: 'Dictionaries (stacked)',
    home: 'Home',
    dashboard: 'Dashboard',
  },
};
