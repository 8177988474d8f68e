// Where the generated logs come from and who made the calls: the pods of each service (BladeX
// logs the host name, in Kubernetes the pod's, and its IP), the browsers staff use and the
// addresses they call from.

/** Two pods of the busy services, one of the others; `@mgmt` / `@resource` as in logs-endpoints.ts. */
export const servicePods: Readonly<Record<string, readonly (readonly [suffix: string, ip: string])[]>> = {
  '@mgmt': [
    ['7d9f8c6b5-x2kqp', '10.244.1.23'],
    ['7d9f8c6b5-m8wzr', '10.244.2.41'],
  ],
  '@resource': [['5c8b7f6d9-hq4tn', '10.244.1.37']],
  'blade-auth': [
    ['6b7d9c5f8-9vlkj', '10.244.2.18'],
    ['6b7d9c5f8-tq2pd', '10.244.3.12'],
  ],
  'blade-desk': [['84f6d7c9b-rx7mn', '10.244.3.26']],
  'blade-flow': [['9c5d8b7f6-wk3hs', '10.244.1.52']],
  'blade-develop': [['7f8c9d6b5-ln5qa', '10.244.2.63']],
  'blade-log': [['6d5c8b9f7-pz8ve', '10.244.3.44']],
};

export const userAgents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.6261.95 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/108.0.0.0 Safari/537.36 QIHU 360SE',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN',
] as const;

/** The offices' public addresses (and a phone's) per tenant; other tenants share the last list. */
export const officeAddresses: Readonly<Record<string, readonly string[]>> = {
  '000000': ['116.228.89.162', '116.228.89.163', '222.66.141.20', '101.230.8.77', '183.193.52.14', '117.136.38.201'],
  '100001': ['58.247.120.35', '180.168.6.91', '114.86.22.140'],
  '100002': ['113.108.77.52', '14.23.151.206', '120.235.18.94'],
  '*': ['218.17.162.5', '61.141.64.32', '223.104.63.77'],
};
