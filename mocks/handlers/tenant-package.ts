import type { HttpHandler } from 'msw';
import type { Router } from '../router';
import type { TenantPackageRow } from '../types';
import { bladeCrud } from './crud';

/**
 * Tenant packages are platform-wide (no tenantId): the platform defines them and assigns one to
 * each tenant, which limits that tenant's menus. Only the platform tenant may use these calls.
 */
export const tenantPackageHandlers = (router: Router, management: string): HttpHandler[] =>
  bladeCrud<TenantPackageRow>(router, {
    base: `/api/${management}/tenant-package`,
    table: 'tenantPackages',
    blank: { packageName: '', menuId: '', remark: '' },
    required: [
      ['packageName', 'packageNameRequired'],
      ['menuId', 'packageMenuRequired'],
    ],
    // Blade's blade_tenant_package: package_name varchar(50), menu_id varchar(3000).
    maxLength: { packageName: 50, menuId: 3000 },
    searchable: ['packageName'],
    permission: 'tenantpackage',
    tenantScoped: false,
    platformOnly: true,
  });
