// Labels and the spec's validation messages of the system-administration entities.
export default {
  param: {
    title: '参数管理',
    name: '参数',
    paramName: '参数名称',
    paramKey: '参数键名',
    paramValue: '参数键值',
    remark: '备注',
    createTime: '创建时间',
    paramNameRequired: '请输入参数名称',
    paramKeyRequired: '请输入参数键名',
    paramValueRequired: '请输入参数键值',
  },
  tenantPackage: {
    title: '租户产品包',
    name: '产品包',
    packageName: '产品包名',
    menuId: '菜单列表',
    remark: '备注',
    packageNameRequired: '请输入产品包名称',
    menuIdRequired: '请选择菜单',
    menuCount: '{{count}} 个菜单',
  },
  bench: {
    title: '压测列表', name: '压测数据', orderNo: '订单编号', studentName: '学生姓名', province: '省份', score: '分数',
    subject: '科类', expertName: '专家', serviceName: '服务', amount: '金额', status: '状态', createTime: '创建时间',
  },
};
