import { PLATFORM_TENANT } from './accounts';

// The object storage and SMS configs of each tenant, as BladeX's seed has them (minio enabled,
// qiniu not) plus what a planning service would have set up. The platform tenant has one of each
// kind; a branch has its own bucket and signature. Secrets are believable, never real.

type OssSeed = {
  category: number;
  ossCode: string;
  endpoint: string;
  bucketName: string;
  accessKey: string;
  secretKey: string;
  appId?: string;
  region?: string;
  remark: string;
  enabled?: true;
};
type SmsSeed = {
  category: number;
  smsCode: string;
  templateId: string;
  accessKey: string;
  secretKey: string;
  regionId?: string;
  signName: string;
  remark: string;
  enabled?: true;
};

const platformOss: OssSeed[] = [
  {
    category: 1,
    ossCode: 'minio',
    endpoint: 'http://oss.zhiyuan-edu.cn:9000',
    bucketName: 'zhiyuan',
    accessKey: 'zhiyuan-minio',
    secretKey: 'Mn7q#Lx2Vr9pKs4T',
    remark: '自建 MinIO,存头像、附件与海报',
    enabled: true,
  },
  {
    category: 2,
    ossCode: 'qiniu',
    endpoint: 'http://q8x2mzk1.bkt.clouddn.com',
    bucketName: 'zhiyuan-static',
    accessKey: 'N3xq5R0fT7uWcB2yLm9aKd8pVs1eHg4jZo6iXt0C',
    secretKey: 'Qk8sYv2Wn5Rb1Tz7Hm4Lp0Gc9Jd3Fa6Ex2Uy5Io',
    remark: '静态资源 CDN',
  },
  {
    category: 3,
    ossCode: 'aliyun',
    endpoint: 'oss-cn-hangzhou.aliyuncs.com',
    bucketName: 'zhiyuan-backup',
    accessKey: 'LTAI5tQ9mXr2Vb7Kd4Wn8Ls1',
    secretKey: 'p3Hf8Kw1Nq6Yz2Tc9Vb4Mx7Ld0Rs5Gj',
    remark: '异地备份',
  },
  {
    category: 4,
    ossCode: 'tencent',
    endpoint: 'https://cos.ap-shanghai.myqcloud.com',
    bucketName: 'zhiyuan-video-1250000000',
    accessKey: 'AKIDq8Zr2Lm5Xv9Nb3Tk7Wc1Hs4Pj6Gd0Ye',
    secretKey: 'e7Kd2Ws9Lm4Qx1Nv8Rb5Tz3Hc6Pj0Gf',
    appId: '1250000000',
    region: 'ap-shanghai',
    remark: '专家介绍视频',
  },
];

const branchOss: OssSeed[] = [
  {
    category: 1,
    ossCode: 'minio',
    endpoint: 'http://oss.zhiyuan-edu.cn:9000',
    bucketName: 'zhiyuan-{tenant}',
    accessKey: 'branch-{tenant}',
    secretKey: 'Br4nch#{tenant}Key',
    remark: '总部 MinIO 中分部自己的空间',
    enabled: true,
  },
  {
    category: 3,
    ossCode: 'aliyun',
    endpoint: 'oss-cn-shanghai.aliyuncs.com',
    bucketName: 'zhiyuan-{tenant}',
    accessKey: 'LTAI5tBr{tenant}Xq7Wm2',
    secretKey: 'a9Vd3Kx7Qm1Zt5Lw8Nc2Hr6Pb0Gy4Js',
    remark: '分部自购空间',
  },
];

const platformSms: SmsSeed[] = [
  {
    category: 3,
    smsCode: 'aliyun',
    templateId: 'SMS_247580123',
    accessKey: 'LTAI5tSm4Qx8Vr2Nk7Wb1Lz',
    secretKey: 'c5Nq9Kv2Xm7Ld1Tz4Rb8Hw3Pj6Gs0Yf',
    regionId: 'cn-hangzhou',
    signName: '智远志愿',
    remark: '订单与咨询提醒',
    enabled: true,
  },
  {
    category: 1,
    smsCode: 'yunpian',
    templateId: '【智远志愿】您的验证码是#code#。如非本人操作,请忽略本短信',
    accessKey: '7f3c9a1e5b8d2f4a6c0e9b7d3a1f5c8e',
    secretKey: '',
    signName: '智远志愿',
    remark: '登录验证码',
  },
  {
    category: 4,
    smsCode: 'tencent',
    templateId: '1563420',
    accessKey: '1400587213',
    secretKey: '9b2e7d4a1c6f8e3b5d0a7c2f4e9b1d6a',
    signName: '智远教育',
    remark: '讲座与活动通知',
  },
  {
    category: 2,
    smsCode: 'qiniu',
    templateId: '1376543210987654321',
    accessKey: 'Z8xq2Rv5Tn9Lm3Wb7Kc1Hd4Pf6Gs0Jy2Ea5Uo8I',
    secretKey: 'Y3wp7Nk1Rz5Tv9Lb2Mc6Hx4Qd8Gf0Js3Ea7Uo1I',
    signName: '智远志愿',
    remark: '备用通道',
  },
];

const branchSms: SmsSeed[] = [
  {
    category: 3,
    smsCode: 'aliyun',
    templateId: 'SMS_247580456',
    accessKey: 'LTAI5tBr{tenant}Sm3Kq',
    secretKey: 'f1Lx6Qv3Nz8Kb2Tw5Rm9Hc4Pj7Gd0Ys',
    regionId: 'cn-shanghai',
    signName: '智远志愿',
    remark: '分部订单提醒',
    enabled: true,
  },
  {
    category: 1,
    smsCode: 'yunpian',
    templateId: '【智远志愿】您的验证码是#code#。如非本人操作,请忽略本短信',
    accessKey: '2d8b4f0a6c1e7b3d9f5a2c8e4b0d6f1a',
    secretKey: '',
    signName: '智远志愿',
    remark: '分部登录验证码',
  },
];

const forTenant = <T extends object>(rows: T[], tenantId: string): T[] =>
  rows.map(
    (row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          typeof value === 'string' ? value.replace(/\{tenant\}/g, tenantId) : value,
        ]),
      ) as T,
  );

export const ossSeedsOf = (tenantId: string): OssSeed[] =>
  tenantId === PLATFORM_TENANT ? platformOss : forTenant(branchOss, tenantId);
export const smsSeedsOf = (tenantId: string): SmsSeed[] =>
  tenantId === PLATFORM_TENANT ? platformSms : forTenant(branchSms, tenantId);
