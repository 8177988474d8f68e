export default {
  login: {
    title: 'Log in',
    welcome: 'Welcome',
    tenantId: 'Tenant ID',
    username: 'Account',
    password: 'Password',
    captcha: 'Captcha',
    submit: 'Log in',
    tenantRequired: 'Please enter the tenant ID',
    usernameRequired: 'Please enter the account',
    passwordRequired: 'Please enter the password',
    captchaRequired: 'Please enter the captcha',
    captchaRefresh: 'Hard to read? Click for another',
    captchaFailed: 'Captcha failed to load, click to retry',
    demoHint: 'Demo: tenant 000000, account admin / admin',
    features: 'Experts, organizations, orders and consultations in one place',
  },
};
