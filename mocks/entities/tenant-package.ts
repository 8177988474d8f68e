import type { TenantPackageRow } from '../../src/resources/system/tenant-package';
import { fail, ok } from '../blade';
import { grantedCodes, lookup, seedTime } from '../seed-builders';
import { PLATFORM_TENANT, packageSeeds } from '../seed-data/accounts';
import { defineEntity, type Entity } from './entity';

// Tenant packages (blade_tenant_package): platform-wide (no tenantId), defined by the platform and
// assigned to tenants, each limited to its package's menus; a branch tenant gets 403 on every call.
// `select` is what the tenant's package dialog picks from (TenantPackageController.select).

const tenantPackage: Entity<'tenantPackages', TenantPackageRow> = defineEntity<TenantPackageRow>()({
  code: 'tenantpackage',
  table: 'tenantPackages',
  // The tenants name their package: numbered before them, first in the core sequence.
  ids: 'tenancy',
  seed: ({ nextId, seeded: { menus } }) => {
    const menuIds = new Map(menus.map((menu) => [menu.code, menu.id]));
    return packageSeeds.map((seed, index) => ({
      id: nextId(),
      packageName: seed.packageName,
      menuId: grantedCodes(menus, seed.menus)
        .map((code) => lookup(menuIds, code, 'menu'))
        .join(','),
      remark: seed.remark,
      createTime: seedTime(index),
      updateTime: seedTime(index),
    }));
  },
  messages: {
    packageNameRequired: ['请输入产品包名称', 'Please enter the package name'],
    packageMenuRequired: ['请选择菜单', 'Please select menus'],
  },
  menu: {
    parent: 'system',
    name: '租户产品包',
    path: '/system/tenantpackage',
    source: 'iconfont iconicon_boke',
    sort: 2,
    buttons: ['add', 'edit', 'delete'],
  },
  serve: ({ router, rows, api, say, blade }) => [
    ...blade({
      base: `${api.management}/tenant-package`,
      blank: { packageName: '', menuId: '', remark: '' },
      required: [
        ['packageName', 'packageNameRequired'],
        ['menuId', 'packageMenuRequired'],
      ],
      // Blade's blade_tenant_package: package_name varchar(50), menu_id varchar(3000).
      maxLength: { packageName: 50, menuId: 3000 },
      searchable: ['packageName'],
      tenantScoped: false,
      platformOnly: true,
    }),
    router.get(`${api.management}/tenant-package/select`, ({ request, caller }) =>
      caller.tenantId === PLATFORM_TENANT
        ? ok(rows.rows().map(({ id, packageName, menuId, remark }) => ({ id, packageName, menuId, remark })))
        : fail(403, say(request, 'forbidden')),
    ),
  ],
});

export default tenantPackage;
