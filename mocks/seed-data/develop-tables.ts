// What each seeded datasource's database holds, for the code generator's table-list, table-info
// and model-prototype: tables with their comment and columns (name, JDBC type, comment; the first
// column is the primary key). The blade_* tables are BladeX's, the oto_* this product's business;
// oto_order_info has 40 columns (the prototype grid's long case). A datasource added at run time
// has no catalogue: its table list is empty.

type ColumnSeed = readonly [name: string, jdbcType: string, comment: string];
export type TableSeed = { name: string; comment: string; columns: readonly ColumnSeed[] };

const id: ColumnSeed = ['id', 'bigint(64)', '主键'];
const tenant: ColumnSeed = ['tenant_id', 'varchar(12)', '租户ID'];
// BladeX's BaseEntity columns.
const base: readonly ColumnSeed[] = [
  ['create_user', 'bigint(64)', '创建人'],
  ['create_dept', 'bigint(64)', '创建部门'],
  ['create_time', 'datetime', '创建时间'],
  ['update_user', 'bigint(64)', '修改人'],
  ['update_time', 'datetime', '修改时间'],
  ['status', 'int(2)', '状态'],
  ['is_deleted', 'int(2)', '是否已删除'],
];

const table = (name: string, comment: string, columns: readonly ColumnSeed[], withBase = true): TableSeed => ({
  name,
  comment,
  columns: [id, ...columns, ...(withBase ? base : [])],
});

const notice = table('blade_notice', '通知公告表', [
  tenant,
  ['title', 'varchar(255)', '标题'],
  ['category', 'int(11)', '类型'],
  ['release_time', 'datetime', '发布时间'],
  ['content', 'longtext', '内容'],
]);
const param = table('blade_param', '参数表', [
  ['param_name', 'varchar(255)', '参数名'],
  ['param_key', 'varchar(255)', '参数键'],
  ['param_value', 'varchar(255)', '参数值'],
  ['remark', 'varchar(255)', '备注'],
]);
const dict = table(
  'blade_dict',
  '字典表',
  [
    ['parent_id', 'bigint(64)', '父主键'],
    ['code', 'varchar(255)', '字典码'],
    ['dict_key', 'varchar(255)', '字典值'],
    ['dict_value', 'varchar(255)', '字典名称'],
    ['sort', 'int(11)', '排序'],
    ['remark', 'varchar(255)', '字典备注'],
    ['is_sealed', 'int(2)', '是否已封存'],
    ['is_deleted', 'int(2)', '是否已删除'],
  ],
  false,
);
const user = table('blade_user', '用户表', [
  tenant,
  ['code', 'varchar(12)', '用户编号'],
  ['user_type', 'int(2)', '用户平台'],
  ['account', 'varchar(45)', '账号'],
  ['password', 'varchar(45)', '密码'],
  ['name', 'varchar(20)', '昵称'],
  ['real_name', 'varchar(10)', '真名'],
  ['avatar', 'varchar(500)', '头像'],
  ['email', 'varchar(45)', '邮箱'],
  ['phone', 'varchar(45)', '手机'],
  ['birthday', 'datetime', '生日'],
  ['sex', 'int(2)', '性别'],
  ['role_id', 'varchar(1000)', '角色id'],
  ['dept_id', 'varchar(1000)', '部门id'],
  ['post_id', 'varchar(1000)', '岗位id'],
]);
const organization = table('oto_organization_info', '机构信息表', [
  tenant,
  ['org_name', 'varchar(64)', '机构名称'],
  ['logo', 'varchar(500)', '机构标志'],
  ['contact', 'varchar(32)', '联系人'],
  ['phone', 'varchar(11)', '联系电话'],
  ['org_status', 'int(2)', '合作状态'],
  ['province_code', 'varchar(12)', '所在省份'],
  ['city_code', 'varchar(12)', '所在城市'],
  ['address', 'varchar(255)', '详细地址'],
  ['admin_account', 'varchar(45)', '管理员账号'],
  ['introduction', 'varchar(2000)', '机构简介'],
]);
const expert = table('oto_expert_info', '专家信息表', [
  tenant,
  ['org_id', 'bigint(64)', '所属机构'],
  ['expert_name', 'varchar(32)', '专家姓名'],
  ['avatar', 'varchar(500)', '头像'],
  ['phone', 'varchar(11)', '手机号'],
  ['title', 'int(2)', '职称'],
  ['subject_types', 'varchar(64)', '擅长科类'],
  ['years_of_service', 'int(4)', '从业年限'],
  ['served_count', 'int(11)', '服务人数'],
  ['introduction', 'varchar(2000)', '专家简介'],
  ['audit_status', 'int(2)', '审核状态'],
  ['audit_reason', 'varchar(500)', '驳回原因'],
  ['audit_time', 'datetime', '审核时间'],
]);
const order = table('oto_order_info', '订单信息表', [
  tenant,
  ['order_no', 'varchar(32)', '订单编号'],
  ['org_id', 'bigint(64)', '机构'],
  ['expert_id', 'bigint(64)', '专家'],
  ['serve_id', 'bigint(64)', '服务'],
  ['student_name', 'varchar(32)', '学生姓名'],
  ['student_phone', 'varchar(11)', '学生手机号'],
  ['parent_name', 'varchar(32)', '家长姓名'],
  ['parent_phone', 'varchar(11)', '家长手机号'],
  ['province_code', 'varchar(12)', '高考省份'],
  ['exam_year', 'int(4)', '高考年份'],
  ['subject_type', 'varchar(8)', '科类'],
  ['elective_subjects', 'varchar(32)', '选考科目'],
  ['estimated_score', 'int(4)', '预估分数'],
  ['rank_no', 'int(11)', '省排名'],
  ['target_region', 'varchar(255)', '意向地区'],
  ['target_major', 'varchar(255)', '意向专业'],
  ['amount', 'decimal(10,2)', '订单金额'],
  ['discount_amount', 'decimal(10,2)', '优惠金额'],
  ['paid_amount', 'decimal(10,2)', '实付金额'],
  ['pay_type', 'varchar(16)', '支付方式'],
  ['pay_time', 'datetime', '支付时间'],
  ['transaction_no', 'varchar(64)', '支付流水号'],
  ['order_status', 'int(2)', '订单状态'],
  ['refund_amount', 'decimal(10,2)', '退款金额'],
  ['refund_reason', 'varchar(500)', '退款原因'],
  ['refund_time', 'datetime', '退款时间'],
  ['service_start', 'date', '服务开始日期'],
  ['service_end', 'date', '服务结束日期'],
  ['consult_count', 'int(11)', '咨询次数'],
  ['channel', 'varchar(32)', '下单渠道'],
  ['remark', 'varchar(500)', '备注'],
]);
const consult = table('oto_consult_info', '咨询记录表', [
  tenant,
  ['order_id', 'bigint(64)', '订单'],
  ['org_id', 'bigint(64)', '机构'],
  ['expert_id', 'bigint(64)', '专家'],
  ['student_name', 'varchar(32)', '学生姓名'],
  ['consult_time', 'datetime', '咨询时间'],
  ['duration', 'int(4)', '时长(分钟)'],
  ['consult_mode', 'int(2)', '咨询方式'],
  ['consult_status', 'int(2)', '咨询状态'],
  ['summary', 'varchar(2000)', '咨询纪要'],
]);
const customer = table('oto_intended_customers', '意向客户表', [
  tenant,
  ['name', 'varchar(32)', '姓名'],
  ['phone', 'varchar(11)', '手机号'],
  ['province_code', 'varchar(12)', '省份'],
  ['exam_year', 'int(4)', '高考年份'],
  ['source', 'int(2)', '来源'],
  ['follow_status', 'int(2)', '跟进状态'],
  ['follow_note', 'varchar(500)', '跟进记录'],
]);
const h5 = table('oto_h5_registration_info', 'H5报名表', [
  tenant,
  ['name', 'varchar(32)', '姓名'],
  ['phone', 'varchar(11)', '手机号'],
  ['province_code', 'varchar(12)', '省份'],
  ['exam_year', 'int(4)', '高考年份'],
  ['channel', 'int(2)', '报名渠道'],
]);
// The report database is PostgreSQL: its own type names.
const dailyOrder: TableSeed = {
  name: 'rpt_daily_order',
  comment: '每日订单统计',
  columns: [
    ['id', 'int8', '主键'],
    ['tenant_id', 'varchar(12)', '租户ID'],
    ['stat_date', 'date', '统计日期'],
    ['order_count', 'int4', '订单数'],
    ['paid_amount', 'numeric(12,2)', '实收金额'],
    ['refund_amount', 'numeric(12,2)', '退款金额'],
    ['new_customers', 'int4', '新增意向客户'],
    ['create_time', 'timestamp', '生成时间'],
  ],
};
const expertPerformance: TableSeed = {
  name: 'rpt_expert_performance',
  comment: '专家业绩统计',
  columns: [
    ['id', 'int8', '主键'],
    ['tenant_id', 'varchar(12)', '租户ID'],
    ['stat_month', 'varchar(7)', '统计月份'],
    ['expert_id', 'int8', '专家'],
    ['consult_count', 'int4', '咨询次数'],
    ['income', 'numeric(12,2)', '服务收入'],
    ['rating', 'float8', '平均评分'],
    ['is_top', 'bool', '是否金牌专家'],
  ],
};

/** The tables of each seeded datasource, by the datasource's name. */
export const developCatalogue: Readonly<Record<string, readonly TableSeed[]>> = {
  mysql: [notice, param, dict, user, organization, expert, order, consult, customer, h5],
  'east-branch': [organization, expert, order, consult, customer],
  'postgresql-report': [dailyOrder, expertPerformance],
};
