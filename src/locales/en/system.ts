export default {
  param: {
    title: 'Parameters',
    name: 'parameter',
    paramName: 'Parameter name',
    paramKey: 'Parameter key',
    paramValue: 'Parameter value',
    remark: 'Remark',
    createTime: 'Created at',
    paramNameRequired: 'Please enter the parameter name',
    paramKeyRequired: 'Please enter the parameter key',
    paramValueRequired: 'Please enter the parameter value',
  },
  tenantPackage: {
    title: 'Tenant packages',
    name: 'package',
    packageName: 'Package name',
    menuId: 'Menus',
    remark: 'Remark',
    packageNameRequired: 'Please enter the package name',
    menuIdRequired: 'Please select the menus',
    menuCount: '{{count}} menus',
  },
  bench: {
    title: 'Benchmark list', name: 'benchmark row', orderNo: 'Order no.', studentName: 'Student', province: 'Province', score: 'Score',
    subject: 'Track', expertName: 'Expert', serviceName: 'Service', amount: 'Amount', status: 'Status', createTime: 'Created at',
  },
};
