// Row shapes of the platform screens' tables (blade_client, blade_datasource, blade_report_file).

export type ClientRow = {
  id: string;
  clientId: string;
  clientSecret: string;
  resourceIds: string;
  scope: string;
  authorizedGrantTypes: string;
  webServerRedirectUri: string;
  authorities: string;
  accessTokenValidity: number;
  refreshTokenValidity: number;
  additionalInformation: string;
  autoapprove: string;
  createTime: string;
  updateTime: string;
};

export type DatasourceRow = {
  id: string;
  name: string;
  driverClass: string;
  url: string;
  username: string;
  password: string;
  remark: string;
  createTime: string;
  updateTime: string;
};

/** A report definition (UReport's blade_report_file): its name and the stored design. */
export type ReportRow = {
  id: string;
  name: string;
  content: string;
  createTime: string;
  updateTime: string;
};
