export default {
  login: {
    title: '登录',
    welcome: '欢迎登录',
    tenantId: '租户编号',
    username: '账号',
    password: '密码',
    captcha: '验证码',
    submit: '登 录',
    tenantRequired: '请输入租户编号',
    usernameRequired: '请输入账号',
    passwordRequired: '请输入密码',
    captchaRequired: '请输入验证码',
    captchaRefresh: '看不清?点击换一张',
    captchaFailed: '验证码加载失败,点击重试',
    demoHint: '演示环境:租户 000000,账号 admin / admin',
    features: '专家、机构、订单与咨询,一处管理',
  },
};
