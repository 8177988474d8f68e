import { config } from '../../config';
import { defineResource } from '../types';

/** A row of client/list and client/detail (blade_client). */
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

// OAuth clients (Saber's client.vue, BladeX's blade_client): the secret is dots in the list, the
// grant types a checkbox group stored comma-joined, the token lifetimes numbers with BladeX's
// defaults. client_id varchar(48), client_secret varchar(256), the rest varchar(255).
export default defineResource<ClientRow>({
  name: 'client',
  route: '/system/client',
  label: 'client.title',
  noun: 'client.name',
  permission: 'client',
  api: { base: `${config.services.management}/client`, family: 'blade' },
  actions: { add: true, edit: true, delete: true, view: true },
  dialogWidth: 900,
  fields: [
    {
      name: 'clientId',
      label: 'client.clientId',
      table: { width: 120 },
      search: true,
      form: true,
      maxLength: 48,
      rules: [{ required: true, message: 'client.clientIdRequired', trigger: 'blur' }],
    },
    {
      name: 'clientSecret',
      label: 'client.clientSecret',
      display: 'masked',
      table: { width: 120 },
      form: true,
      maxLength: 256,
      rules: [{ required: true, message: 'client.clientSecretRequired', trigger: 'blur' }],
    },
    {
      name: 'scope',
      label: 'client.scope',
      table: { width: 90 },
      form: true,
      defaultValue: 'all',
      rules: [{ required: true, message: 'client.scopeRequired', trigger: 'blur' }],
    },
    {
      name: 'authorizedGrantTypes',
      label: 'client.authorizedGrantTypes',
      type: 'checkbox',
      options: { items: ['refresh_token', 'password', 'authorization_code', 'captcha', 'social'] },
      joined: true,
      table: { width: 420 },
      form: { span: 24 },
      defaultValue: 'refresh_token,password,authorization_code',
      rules: [{ required: true, message: 'client.authorizedGrantTypesRequired', trigger: 'change' }],
    },
    {
      name: 'accessTokenValidity',
      label: 'client.accessTokenValidity',
      type: 'number',
      table: { width: 110 },
      form: true,
      defaultValue: 3600,
      rules: [{ required: true, message: 'client.accessTokenValidityRequired', trigger: 'blur' }],
    },
    {
      name: 'refreshTokenValidity',
      label: 'client.refreshTokenValidity',
      type: 'number',
      table: { width: 110 },
      form: true,
      defaultValue: 604800,
      rules: [{ required: true, message: 'client.refreshTokenValidityRequired', trigger: 'blur' }],
    },
    {
      name: 'webServerRedirectUri',
      label: 'client.webServerRedirectUri',
      form: { span: 24 },
      view: true,
      rules: [{ required: true, message: 'client.webServerRedirectUriRequired', trigger: 'blur' }],
    },
    { name: 'resourceIds', label: 'client.resourceIds', form: true },
    { name: 'authorities', label: 'client.authorities', form: true },
    { name: 'autoapprove', label: 'client.autoapprove', form: true },
    { name: 'additionalInformation', label: 'client.additionalInformation', type: 'textarea', form: { span: 24 } },
  ],
});
