import { adultName, studentName } from './oto-names';
import type { Random } from './oto-random';

// The calls the generated logs are about: this console's own API as each service sees it (the
// gateway strips `/api/<service>`), with the controller that serves it, its @ApiLog title, how
// long it usually takes and the parameters it is called with. `@mgmt` / `@resource` stand for
// `<product>-management` / `<product>-resource`.

export type ParamContext = {
  random: Random;
  tenantId: string;
  account: string;
  /** A snowflake-like id of some row. */
  id: () => string;
};

export type Endpoint = {
  service: string;
  method: 'GET' | 'POST';
  uri: string;
  cls: string;
  fn: string;
  title: string;
  /** How often it is called, relative to the others. */
  weight: number;
  /** Usual duration in ms, low..high. */
  ms: readonly [number, number];
  /** The logged params: the query string of a GET, the JSON body (or query) of a POST. */
  params: (context: ParamContext) => string;
};

const query = (values: Partial<Record<string, string | number>>): string =>
  Object.entries(values)
    .filter(([, value]) => value !== '' && value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');

/** A page request: current/size, sometimes a search. */
const paged =
  (search?: (context: ParamContext) => Partial<Record<string, string | number>>) =>
  (context: ParamContext): string => {
    const { random } = context;
    const filters = search && random.chance(0.45) ? search(context) : {};
    return query({
      current: random.pick([1, 1, 1, 1, 2, 2, 3, 5]),
      size: random.pick([10, 10, 10, 20, 30, 50]),
      ...filters,
    });
  };

const byId = ({ id }: ParamContext) => query({ id: id() });
const byIds = ({ id, random }: ParamContext) => query({ ids: random.chance(0.7) ? id() : `${id()},${id()}` });
const none = () => '';
const json = (value: unknown) => JSON.stringify(value);
const phone = (random: Random) =>
  `1${random.pick(['38', '39', '58', '86', '87', '36', '77'])}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
const PROVINCES = ['33', '32', '44', '42', '11', '51', '41', '37', '31', '43'];

const MGMT = '@mgmt';
const RES = '@resource';
const sys = (name: string) => `org.springblade.modules.system.controller.${name}`;
const oto = (name: string) => `org.springblade.modules.onetoone.controller.${name}`;

export const endpoints: readonly Endpoint[] = [
  // blade-auth
  {
    service: 'blade-auth',
    method: 'POST',
    uri: '/oauth/token',
    cls: 'org.springblade.auth.endpoint.BladeTokenEndPoint',
    fn: 'token',
    title: '获取认证令牌',
    weight: 14,
    ms: [90, 420],
    params: ({ tenantId, account, random }) =>
      random.chance(0.2)
        ? query({ tenantId, grant_type: 'refresh_token', refresh_token: '******', scope: 'all' })
        : query({
            tenantId,
            username: account || 'admin',
            password: '******',
            grant_type: 'password',
            scope: 'all',
            type: 'account',
          }),
  },
  {
    service: 'blade-auth',
    method: 'GET',
    uri: '/oauth/captcha',
    cls: 'org.springblade.auth.endpoint.BladeTokenEndPoint',
    fn: 'captcha',
    title: '获取验证码',
    weight: 3,
    ms: [12, 60],
    params: none,
  },
  {
    service: 'blade-auth',
    method: 'GET',
    uri: '/oauth/logout',
    cls: 'org.springblade.auth.endpoint.BladeTokenEndPoint',
    fn: 'logout',
    title: '退出登录',
    weight: 3,
    ms: [8, 40],
    params: none,
  },
  // <product>-management: the platform
  {
    service: MGMT,
    method: 'GET',
    uri: '/menu/routes',
    cls: sys('MenuController'),
    fn: 'routes',
    title: '前端菜单数据',
    weight: 14,
    ms: [25, 160],
    params: ({ random, id }) => (random.chance(0.4) ? query({ topMenuId: id() }) : ''),
  },
  {
    service: MGMT,
    method: 'GET',
    uri: '/menu/buttons',
    cls: sys('MenuController'),
    fn: 'buttons',
    title: '前端按钮数据',
    weight: 12,
    ms: [18, 90],
    params: none,
  },
  {
    service: MGMT,
    method: 'GET',
    uri: '/menu/top-menu',
    cls: sys('MenuController'),
    fn: 'topMenu',
    title: '顶部菜单数据',
    weight: 10,
    ms: [10, 60],
    params: none,
  },
  {
    service: MGMT,
    method: 'GET',
    uri: '/dict/dictionary',
    cls: sys('DictController'),
    fn: 'dictionary',
    title: '获取字典',
    weight: 16,
    ms: [6, 35],
    params: ({ random }) =>
      query({ code: random.pick(['sex', 'yes_no', 'notice', 'oss', 'org_category', 'menu_category', 'button_func']) }),
  },
  {
    service: MGMT,
    method: 'GET',
    uri: '/dict-biz/dictionary',
    cls: sys('DictBizController'),
    fn: 'dictionary',
    title: '获取业务字典',
    weight: 16,
    ms: [6, 35],
    params: ({ random }) =>
      query({
        code: random.pick([
          'order_status',
          'consult_status',
          'service_type',
          'expert_title',
          'expert_audit',
          'follow_status',
          'subject',
        ]),
      }),
  },
  {
    service: MGMT,
    method: 'GET',
    uri: '/user/info',
    cls: sys('UserController'),
    fn: 'info',
    title: '查询用户信息',
    weight: 6,
    ms: [12, 70],
    params: none,
  },
  {
    service: MGMT,
    method: 'GET',
    uri: '/user/page',
    cls: sys('UserController'),
    fn: 'page',
    title: '用户列表',
    weight: 4,
    ms: [40, 260],
    params: paged(({ random }) =>
      random.chance(0.5)
        ? { account: random.pick(['operator', 'kefu01', 'jiaoyan02']) }
        : { realName: adultName(random) },
    ),
  },
  {
    service: MGMT,
    method: 'POST',
    uri: '/user/update-info',
    cls: sys('UserController'),
    fn: 'updateInfo',
    title: '修改基本信息',
    weight: 1,
    ms: [30, 120],
    params: ({ random }) =>
      json({
        realName: adultName(random),
        phone: phone(random),
        email: `${random.pick(['zhang', 'li', 'chen', 'wang'])}${random.int(1, 99)}@zhiyuan-edu.cn`,
      }),
  },
  {
    service: MGMT,
    method: 'GET',
    uri: '/param/list',
    cls: sys('ParamController'),
    fn: 'list',
    title: '参数分页',
    weight: 2,
    ms: [15, 90],
    params: paged(({ random }) => ({ paramName: random.pick(['账号', '密码', '租户']) })),
  },
  {
    service: MGMT,
    method: 'GET',
    uri: '/dept/lazy-list',
    cls: sys('DeptController'),
    fn: 'lazyList',
    title: '懒加载部门列表',
    weight: 2,
    ms: [15, 80],
    params: ({ id, random }) => query({ parentId: random.chance(0.5) ? '0' : id() }),
  },
  {
    service: MGMT,
    method: 'GET',
    uri: '/role/list',
    cls: sys('RoleController'),
    fn: 'list',
    title: '角色列表',
    weight: 2,
    ms: [15, 90],
    params: none,
  },
  {
    service: MGMT,
    method: 'POST',
    uri: '/role/grant',
    cls: sys('RoleController'),
    fn: 'grant',
    title: '权限设置',
    weight: 1,
    ms: [60, 380],
    params: ({ id }) => json({ roleIds: [id()], menuIds: [id(), id(), id(), id()], dataScopeIds: [], apiScopeIds: [] }),
  },
  {
    service: MGMT,
    method: 'GET',
    uri: '/tenant/list',
    cls: sys('TenantController'),
    fn: 'list',
    title: '租户分页',
    weight: 1,
    ms: [20, 110],
    params: paged(() => ({ tenantName: '分部' })),
  },
  {
    service: MGMT,
    method: 'GET',
    uri: '/region/lazy-tree',
    cls: sys('RegionController'),
    fn: 'lazyTree',
    title: '懒加载行政区划树',
    weight: 3,
    ms: [10, 70],
    params: ({ random }) => query({ parentCode: random.chance(0.5) ? '00' : random.pick(PROVINCES) }),
  },
  // <product>-management: the one-to-one business
  {
    service: MGMT,
    method: 'GET',
    uri: '/onetoone/order-info/search',
    cls: oto('OrderInfoController'),
    fn: 'search',
    title: '订单分页',
    weight: 12,
    ms: [45, 380],
    params: paged(({ random }) =>
      random.chance(0.5) ? { orderStatus: random.int(0, 5) } : { studentName: studentName(random) },
    ),
  },
  {
    service: MGMT,
    method: 'POST',
    uri: '/onetoone/order-info/save',
    cls: oto('OrderInfoController'),
    fn: 'save',
    title: '新增订单',
    weight: 2,
    ms: [80, 420],
    params: ({ random, id }) =>
      json({
        studentName: studentName(random),
        phone: phone(random),
        provinceCode: random.pick(PROVINCES),
        serveId: id(),
        expertId: id(),
        amount: random.pick(['2980.00', '4980.00', '6800.00', '12800.00']),
      }),
  },
  {
    service: MGMT,
    method: 'POST',
    uri: '/onetoone/order-info/change-ord-status',
    cls: oto('OrderInfoController'),
    fn: 'changeOrdStatus',
    title: '修改订单状态',
    weight: 2,
    ms: [50, 260],
    params: ({ random, id }) => json({ id: id(), orderStatus: String(random.int(1, 5)) }),
  },
  {
    service: MGMT,
    method: 'POST',
    uri: '/onetoone/order-info/refund',
    cls: oto('OrderInfoController'),
    fn: 'refund',
    title: '订单退款',
    weight: 1,
    ms: [120, 900],
    params: ({ random, id }) =>
      json({
        id: id(),
        refundAmount: random.pick(['500.00', '1000.00', '2980.00']),
        refundReason: random.pick(['家长申请退款', '专家档期冲突', '重复下单']),
      }),
  },
  {
    service: MGMT,
    method: 'GET',
    uri: '/onetoone/operate-expert-info/search-expert',
    cls: oto('OperateExpertInfoController'),
    fn: 'searchExpert',
    title: '专家分页',
    weight: 8,
    ms: [40, 300],
    params: paged(({ random }) => ({ auditStatus: random.int(1, 3) })),
  },
  {
    service: MGMT,
    method: 'GET',
    uri: '/onetoone/operate-expert-info/detail',
    cls: oto('OperateExpertInfoController'),
    fn: 'detail',
    title: '专家详情',
    weight: 4,
    ms: [15, 90],
    params: byId,
  },
  {
    service: MGMT,
    method: 'POST',
    uri: '/onetoone/operate-expert-info/audit-org-expert',
    cls: oto('OperateExpertInfoController'),
    fn: 'auditOrgExpert',
    title: '审核专家',
    weight: 1,
    ms: [40, 200],
    params: ({ random, id }) =>
      json({
        id: id(),
        auditStatus: random.chance(0.8) ? '2' : '3',
        auditReason: random.chance(0.8) ? '' : '资质证明不完整',
      }),
  },
  {
    service: MGMT,
    method: 'GET',
    uri: '/onetoone/organization-info/search',
    cls: oto('OrganizationInfoController'),
    fn: 'search',
    title: '机构分页',
    weight: 4,
    ms: [30, 200],
    params: paged(({ random }) => ({ provinceCode: random.pick(PROVINCES) })),
  },
  {
    service: MGMT,
    method: 'GET',
    uri: '/onetoone/serve-info/search',
    cls: oto('ServeInfoController'),
    fn: 'search',
    title: '服务分页',
    weight: 4,
    ms: [20, 120],
    params: paged(({ random }) => ({ saleStatus: random.int(0, 1) })),
  },
  {
    service: MGMT,
    method: 'GET',
    uri: '/onetoone/intended-customers/search',
    cls: oto('IntendedCustomersController'),
    fn: 'search',
    title: '意向客户分页',
    weight: 5,
    ms: [30, 240],
    params: paged(({ random }) => ({ followStatus: random.int(0, 3) })),
  },
  {
    service: MGMT,
    method: 'POST',
    uri: '/onetoone/intended-customers/save-or-update',
    cls: oto('IntendedCustomersController'),
    fn: 'saveOrUpdate',
    title: '保存意向客户',
    weight: 2,
    ms: [40, 200],
    params: ({ random }) =>
      json({
        name: studentName(random),
        phone: phone(random),
        followStatus: String(random.int(0, 3)),
        remark: random.pick(['家长很关注专业选择', '想了解新高考选科', '']),
      }),
  },
  {
    service: MGMT,
    method: 'GET',
    uri: '/onetoone/info/consult-info/search',
    cls: oto('ConsultInfoController'),
    fn: 'search',
    title: '咨询记录分页',
    weight: 5,
    ms: [30, 260],
    params: paged(({ random }) => ({ status: random.int(0, 2) })),
  },
  {
    service: MGMT,
    method: 'GET',
    uri: '/onetoone/h5-registration-info/search',
    cls: oto('H5RegistrationInfoController'),
    fn: 'search',
    title: 'H5报名分页',
    weight: 3,
    ms: [35, 280],
    params: paged(({ random }) => ({ channel: random.int(1, 4) })),
  },
  // <product>-resource
  {
    service: RES,
    method: 'POST',
    uri: '/oss/endpoint/put-file',
    cls: 'org.springblade.resource.endpoint.OssEndpoint',
    fn: 'putFile',
    title: '上传文件',
    weight: 3,
    ms: [120, 1600],
    params: none,
  },
  {
    service: RES,
    method: 'POST',
    uri: '/oss/endpoint/put-file-attach',
    cls: 'org.springblade.resource.endpoint.OssEndpoint',
    fn: 'putFileAttach',
    title: '上传附件',
    weight: 2,
    ms: [150, 2200],
    params: none,
  },
  {
    service: RES,
    method: 'GET',
    uri: '/attach/list',
    cls: 'org.springblade.resource.controller.AttachController',
    fn: 'list',
    title: '附件分页',
    weight: 2,
    ms: [20, 120],
    params: paged(() => ({ extension: 'pdf' })),
  },
  {
    service: RES,
    method: 'POST',
    uri: '/sms/endpoint/send-message',
    cls: 'org.springblade.resource.endpoint.SmsEndpoint',
    fn: 'sendMessage',
    title: '发送短信',
    weight: 2,
    ms: [180, 1200],
    params: ({ random }) =>
      query({ code: 'aliyun-verify', params: `{"code":"${random.int(100_000, 999_999)}"}`, phones: phone(random) }),
  },
  // blade-desk, blade-flow, blade-develop
  {
    service: 'blade-desk',
    method: 'GET',
    uri: '/notice/list',
    cls: 'org.springblade.desk.controller.NoticeController',
    fn: 'list',
    title: '通知公告分页',
    weight: 5,
    ms: [15, 90],
    params: paged(({ random }) => ({ category: random.int(1, 4) })),
  },
  {
    service: 'blade-desk',
    method: 'POST',
    uri: '/notice/submit',
    cls: 'org.springblade.desk.controller.NoticeController',
    fn: 'submit',
    title: '新增或修改通知公告',
    weight: 1,
    ms: [40, 160],
    params: () =>
      json({
        title: '关于 2025 年志愿填报季客服排班的通知',
        category: 1,
        releaseTime: '',
        content: '<p>各位同事:...</p>',
      }),
  },
  {
    service: 'blade-desk',
    method: 'POST',
    uri: '/process/leave/start-process',
    cls: 'org.springblade.desk.controller.LeaveController',
    fn: 'startProcess',
    title: '开启请假流程',
    weight: 1,
    ms: [200, 900],
    params: ({ random }) =>
      json({
        processDefinitionId: 'Leave:1:4',
        startTime: '',
        endTime: '',
        reason: random.pick(['家中有事', '身体不适', '年假']),
        taskUser: 'taskUser_1123598821738675201',
      }),
  },
  {
    service: 'blade-flow',
    method: 'GET',
    uri: '/work/todo-list',
    cls: 'org.springblade.flow.business.controller.WorkController',
    fn: 'todoList',
    title: '待办事务列表',
    weight: 3,
    ms: [60, 420],
    params: paged(),
  },
  {
    service: 'blade-flow',
    method: 'GET',
    uri: '/manager/list',
    cls: 'org.springblade.flow.engine.controller.FlowManagerController',
    fn: 'list',
    title: '流程管理列表',
    weight: 1,
    ms: [80, 500],
    params: paged(() => ({ category: 'flow_1' })),
  },
  {
    service: 'blade-develop',
    method: 'GET',
    uri: '/code/list',
    cls: 'org.springblade.develop.controller.CodeController',
    fn: 'list',
    title: '代码生成分页',
    weight: 1,
    ms: [15, 80],
    params: paged(),
  },
  {
    service: 'blade-develop',
    method: 'POST',
    uri: '/code/gen-code',
    cls: 'org.springblade.develop.controller.CodeController',
    fn: 'genCode',
    title: '代码生成',
    weight: 1,
    ms: [400, 3200],
    params: ({ id }) => query({ ids: id(), system: 'saber' }),
  },
  {
    service: 'blade-log',
    method: 'GET',
    uri: '/error/list',
    cls: 'org.springblade.core.log.controller.LogErrorController',
    fn: 'list',
    title: '错误日志分页',
    weight: 1,
    ms: [30, 240],
    params: paged(),
  },
  {
    service: MGMT,
    method: 'POST',
    uri: '/user/reset-password',
    cls: sys('UserController'),
    fn: 'resetPassword',
    title: '初始化密码',
    weight: 1,
    ms: [30, 160],
    params: ({ id }) => query({ userIds: id() }),
  },
  {
    service: RES,
    method: 'POST',
    uri: '/attach/remove',
    cls: 'org.springblade.resource.controller.AttachController',
    fn: 'remove',
    title: '删除附件',
    weight: 1,
    ms: [20, 110],
    params: byIds,
  },
];

/** The endpoint at `uri` (the vocabulary's other lists name their calls by it). */
export function endpointAt(uri: string): Endpoint {
  const found = endpoints.find((each) => each.uri === uri);
  if (!found) throw new Error(`stand-in logs: no endpoint ${uri}`);
  return found;
}
