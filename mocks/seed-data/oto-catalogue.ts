// What each tenant's business is made of: its organizations, services, QR codes and tips, and how
// many experts, consultations, potential students and H5 sign-ups it has. Every tenant has the
// contract's business (30+ experts in every audit state, 500+ orders over half a year:
// seed-oto-order.ts); 000000 has the most organizations, services and customers. People are
// generated (oto-names.ts).

/** [orgName, contact, provinceCode, cityCode, address, adminAccount, status '1' 合作中 / '0' 已停用]. */
export type OrgSeed = readonly [string, string, string, string, string, string, string];
/** [serveName, category (service_type), price, minutes, sessions, saleStatus, description]. */
export type ServiceSeed = readonly [string, string, number, number, number, number, string];
/** [title, wechatNo, remark]. */
type QrcodeSeed = readonly [string, string, string];
/** [position (tip_position), title, content]. */
type TipSeed = readonly [string, string, string];

export type TenantBusiness = {
  orgs: readonly OrgSeed[];
  expertsPerOrg: number;
  services: readonly ServiceSeed[];
  consults: number;
  customers: number;
  h5: number;
  qrcodes: readonly QrcodeSeed[];
  tips: readonly TipSeed[];
};

const SERVICES: readonly ServiceSeed[] = [
  ['高考志愿填报·标准版', '1', 2999, 90, 2, 1, '出分后一对一分析位次与院校专业,给出冲稳保志愿方案,并复核一次。'],
  [
    '高考志愿填报·尊享版',
    '1',
    6800,
    120,
    4,
    1,
    '首席专家全程陪跑:估分期、出分后、填报日与征集志愿四次面谈,方案不限次修改。',
  ],
  ['志愿方案一对一复核', '1', 999, 60, 1, 1, '已有志愿表的逐条复核:梯度、专业组、调剂风险与体检限报。'],
  ['新高考选科指导', '2', 1280, 60, 1, 1, '结合学科成绩、兴趣测评与目标专业的选考要求,给出选科组合建议。'],
  ['选科与学业规划套餐', '2', 2680, 90, 3, 1, '高一选科、高二学科短板诊断、高三目标院校梳理,三次规划面谈。'],
  ['强基计划与综合评价规划', '3', 3980, 90, 2, 1, '梳理强基、综评与专项计划的报名条件与时间线,准备材料与面试。'],
  ['高中三年升学全程规划', '3', 12800, 120, 12, 1, '高一至高三每学期两次规划,覆盖选科、竞赛、综评与志愿填报。'],
  ['艺术类志愿填报', '1', 3580, 90, 2, 0, '艺术类统考与校考成绩折算、院校录取规则解读与志愿方案。'],
  ['中外合作办学咨询', '3', 1680, 60, 1, 0, '中外合作办学与港澳高校的录取方式、学费与升学路径介绍。'],
  ['专项计划申报指导', '3', 2280, 60, 2, 1, '国家、地方与高校专项计划的资格审核与报名材料指导。'],
];

const TIPS: readonly TipSeed[] = [
  ['1', '出分季预约提醒', '出分后 48 小时内为预约高峰,请提前预约专家时段,以免错过填报窗口。'],
  ['2', '下单须知', '下单后请在 30 分钟内完成支付,超时订单将自动取消;服务开始前可申请全额退款。'],
  ['3', '支付成功', '支付成功!专家助理将在 24 小时内通过电话与您确认首次咨询时间。'],
  ['4', '咨询前准备', '请提前准备好成绩单、位次信息与意向院校清单,视频咨询请保持网络畅通。'],
  ['1', '新高考选科季', '高一下学期是选科关键期,选科指导服务限时开放预约。'],
  ['2', '发票说明', '如需发票,请在订单完成后 30 日内联系客服开具电子发票。'],
];

export const tenantBusinesses: Record<string, TenantBusiness> = {
  '000000': {
    orgs: [
      ['杭州星辰升学规划中心', '周立新', '33', '3301', '杭州市西湖区文三路 259 号昌地火炬大厦 6 楼', 'orgstaff', '1'],
      [
        '南京启航志愿填报工作室',
        '吴海燕',
        '32',
        '3201',
        '南京市鼓楼区中山路 18 号德基广场二期 21 楼',
        'qihang_admin',
        '1',
      ],
      ['北京博雅升学指导中心', '孙文博', '11', '1101', '北京市海淀区中关村大街 59 号文化大厦 9 层', 'boya_admin', '1'],
      [
        '广州知行教育咨询有限公司',
        '林晓丽',
        '44',
        '4401',
        '广州市天河区体育西路 191 号中石化大厦 B 座 17 楼',
        'zhixing_admin',
        '1',
      ],
      ['成都锦程生涯规划中心', '罗永刚', '51', '5101', '成都市武侯区人民南路四段 11 号 12 楼', 'jincheng_admin', '1'],
      [
        '武汉楚才升学服务中心',
        '胡慧敏',
        '42',
        '4201',
        '武汉市洪山区珞喻路 1037 号光谷资本大厦 8 楼',
        'chucai_admin',
        '1',
      ],
      ['郑州中原志愿规划工作室', '马国庆', '41', '4101', '郑州市金水区花园路 39 号 15 楼', 'zhongyuan_admin', '0'],
    ],
    expertsPerOrg: 6,
    services: SERVICES,
    consults: 140,
    customers: 180,
    h5: 360,
    qrcodes: [
      ['志愿填报咨询(总部)', 'zhiyuan_gk01', '主页底部展示'],
      ['选科指导咨询', 'zhiyuan_xk02', '选科专题页展示'],
      ['升学规划顾问', 'zhiyuan_sx03', '暂停展示,顾问休假中'],
    ],
    tips: TIPS,
  },
  '100001': {
    orgs: [
      [
        '上海申远升学规划中心',
        '陈晓峰',
        '31',
        '3101',
        '上海市徐汇区漕溪北路 88 号圣爱大厦 11 楼',
        'shenyuan_admin',
        '1',
      ],
      ['苏州姑苏志愿填报工作室', '顾文静', '32', '3205', '苏州市姑苏区人民路 1008 号 5 楼', 'gusu_admin', '1'],
      ['宁波甬上升学指导中心', '史海波', '33', '3302', '宁波市鄞州区天童南路 588 号 7 楼', 'yongshang_admin', '1'],
    ],
    expertsPerOrg: 11,
    services: [SERVICES[0], SERVICES[2], SERVICES[3], SERVICES[6], SERVICES[8]],
    consults: 30,
    customers: 40,
    h5: 60,
    qrcodes: [['华东分部咨询', 'zhiyuan_east', '']],
    tips: TIPS.slice(0, 3),
  },
  '100002': {
    orgs: [
      ['深圳鹏程升学规划中心', '林嘉欣', '44', '4403', '深圳市福田区深南大道 6008 号 20 楼', 'pengcheng_admin', '1'],
      ['南宁八桂志愿服务中心', '韦红英', '45', '4501', '南宁市青秀区民族大道 136 号 9 楼', 'bagui_admin', '1'],
      ['佛山启明志愿规划工作室', '梁志伟', '44', '4406', '佛山市南海区南海大道北 80 号 12 楼', 'qiming_admin', '1'],
    ],
    expertsPerOrg: 11,
    services: [SERVICES[0], SERVICES[3], SERVICES[5]],
    consults: 12,
    customers: 20,
    h5: 30,
    qrcodes: [['华南分部咨询', 'zhiyuan_south', '']],
    tips: TIPS.slice(0, 2),
  },
  '100003': {
    orgs: [
      ['海淀未名升学工作室', '赵一鸣', '11', '1101', '北京市海淀区中关村大街 27 号 3 层', 'weiming_admin', '1'],
      ['天津津门志愿规划中心', '刘建军', '12', '1201', '天津市南开区鞍山西道 192 号 6 楼', 'jinmen_admin', '1'],
      ['石家庄燕赵升学规划中心', '张立国', '13', '1301', '石家庄市长安区中山东路 39 号 10 楼', 'yanzhao_admin', '1'],
    ],
    expertsPerOrg: 11,
    services: [SERVICES[0], SERVICES[1], SERVICES[4]],
    consults: 10,
    customers: 16,
    h5: 24,
    qrcodes: [['体验中心咨询', 'zhiyuan_bj', '']],
    tips: TIPS.slice(0, 2),
  },
};
