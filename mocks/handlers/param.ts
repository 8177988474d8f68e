import type { HttpHandler } from 'msw';
import type { Router } from '../router';
import type { ParamRow } from '../types';
import { bladeCrud } from './crud';

/** System parameters: owned by each tenant; the key is unique within a tenant. */
export const paramHandlers = (router: Router, management: string): HttpHandler[] =>
  bladeCrud<ParamRow>(router, {
    base: `/api/${management}/param`,
    table: 'params',
    blank: { paramName: '', paramKey: '', paramValue: '', remark: '' },
    required: [
      ['paramName', 'paramNameRequired'],
      ['paramKey', 'paramKeyRequired'],
      ['paramValue', 'paramValueRequired'],
    ],
    validate: (row, siblings) =>
      siblings.some((other) => other.paramKey.trim() === row.paramKey.trim()) ? 'paramKeyExists' : null,
    searchable: ['paramName', 'paramKey'],
    permission: 'param',
    tenantScoped: true,
  });
