export default {
  app: {
    title: '智远志愿规划',
    platform: '智远志愿规划管理平台',
    slogan: '高考志愿一对一专家咨询服务后台',
  },
  http: {
    unknownError: '未知错误',
    networkError: '网络异常,请检查网络连接',
    timeout: '请求超时,请稍后重试',
    unauthorized: '登录已过期,请重新登录',
    unexpectedAnswer: '服务器返回了无法识别的数据,请稍后重试',
    refreshRetry: '登录续期失败,稍后将自动重试',
    standinFailed: '内置演示后端无法启动,请求将直接发往服务器',
    standinNotPersisting: '本地存储已满或不可用,演示数据的改动只保存在内存中,刷新后将丢失',
  },
  errors: {
    403: '抱歉,你无权访问该页面',
    404: '抱歉,你访问的页面不存在',
    500: '抱歉,服务器出错了',
    backHome: '返回首页',
    back: '返回上一页',
    // The document title of each page.
    titles: { 403: '无权访问', 404: '页面不存在', 500: '服务器出错' },
  },
  // Dictionary entries by dictionary code and key (spec §9). English is shown from these; Chinese
  // uses the server's dictValue, as an administrator may reword it.
  dict: {
    subject: { WEN: '文科', LI: '理科', ZONG: '综合', L: '历史', W: '物理' },
    elective: { O: '不限', W: '物', H: '化', S: '生', Z: '政', L: '历', D: '地', J: '技' },
  },
  // Menu labels by server menu code (English is shown from these; Chinese uses the server's name).
  menu: {
    benchrows: '压测列表',
    platform: '系统平台',
    oto: '一对一业务',
    test: '测试页',
    guide: '使用指南',
    help: '帮助中心',
    system: '系统管理',
    param: '参数管理',
    tenantpackage: '租户产品包',
    dept: '部门管理',
    post: '岗位管理',
    region: '行政区划',
    dict: '字典管理',
    dictbiz: '业务字典',
    dicthorizontal: '字典(横向)',
    dictvertical: '字典(纵向)',
    home: '首页',
    dashboard: '控制台',
  },
};
