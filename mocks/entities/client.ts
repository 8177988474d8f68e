import type { ClientRow } from '../../src/resources/system/client';
import { seedTime } from '../seed-builders';
import { defineEntity, type Entity } from './entity';

// OAuth clients (blade_client): the platform's, so a branch tenant gets 403 on every call.

const GRANT_TYPES = ['refresh_token', 'password', 'authorization_code', 'captcha', 'social'];

const client: Entity<'clients', ClientRow> = defineEntity<ClientRow>()({
  code: 'client',
  table: 'clients',
  ids: 'platform',
  // BladeX's seed: sword (the Sword front end) and saber (this console's client).
  seed: ({ nextId }) =>
    ['sword', 'saber'].map((name, index) => ({
      id: nextId(),
      clientId: name,
      clientSecret: `${name}_secret`,
      resourceIds: '',
      scope: 'all',
      authorizedGrantTypes: GRANT_TYPES.join(','),
      webServerRedirectUri: 'http://localhost:8888',
      authorities: '',
      accessTokenValidity: 3600,
      refreshTokenValidity: 604800,
      additionalInformation: '',
      autoapprove: '',
      createTime: seedTime(index),
      updateTime: seedTime(index),
    })),
  messages: {
    clientIdRequired: ['请输入应用id', 'Please enter the client ID'],
    clientSecretRequired: ['请输入客户端密钥', 'Please enter the client secret'],
    grantTypesRequired: ['请选择授权类型', 'Please choose the grant types'],
    scopeRequired: ['请输入授权范围', 'Please enter the scope'],
    accessTokenValidityRequired: ['请输入令牌过期秒数', 'Please enter the access token lifetime'],
    refreshTokenValidityRequired: ['请输入刷新令牌过期秒数', 'Please enter the refresh token lifetime'],
    redirectUriRequired: ['请输入回调地址', 'Please enter the redirect URI'],
    clientIdExists: ['当前应用id已存在!', 'the client ID already exists!'],
    grantTypeUnknown: [
      '授权类型只能是 refresh_token、password、authorization_code、captcha、social',
      'grant types must be among refresh_token, password, authorization_code, captcha and social',
    ],
  },
  menu: {
    parent: 'system',
    name: '应用管理',
    path: '/system/client',
    source: 'iconfont iconicon_mobilephone',
    sort: 8,
    buttons: ['add', 'edit', 'delete', 'view'],
  },
  serve: ({ blade, api }) =>
    blade({
      base: `${api.management}/client`,
      blank: {
        clientId: '',
        clientSecret: '',
        resourceIds: '',
        scope: 'all',
        authorizedGrantTypes: 'refresh_token,password,authorization_code',
        webServerRedirectUri: '',
        authorities: '',
        accessTokenValidity: 3600,
        refreshTokenValidity: 604800,
        autoapprove: '',
        // @JsonIgnore in BladeX (never answered); the issue asks for it on the screen, so it is kept.
        additionalInformation: '',
      },
      required: [
        ['clientId', 'clientIdRequired'],
        ['clientSecret', 'clientSecretRequired'],
        ['authorizedGrantTypes', 'grantTypesRequired'],
        ['scope', 'scopeRequired'],
        ['accessTokenValidity', 'accessTokenValidityRequired'],
        ['refreshTokenValidity', 'refreshTokenValidityRequired'],
        ['webServerRedirectUri', 'redirectUriRequired'],
      ],
      validate: (row, siblings) => {
        if (siblings.some((other) => other.clientId === row.clientId.trim())) return 'clientIdExists';
        return row.authorizedGrantTypes.split(',').every((grant) => GRANT_TYPES.includes(grant.trim()))
          ? null
          : 'grantTypeUnknown';
      },
      // blade_client: client_id and client_secret varchar(48), the URIs and lists varchar(255/256).
      maxLength: { clientId: 48, clientSecret: 256 },
      tenantScoped: false,
      platformOnly: true,
    }),
});

export default client;
