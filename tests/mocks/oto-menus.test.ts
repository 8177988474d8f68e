import { describe, expect, it } from 'vitest';
import { MGMT, buttonCodes, call, screensUnder } from './standin-client';
import { admin, operator, orgStaff, useOtoServer } from './oto-fixture';

// 一对一业务 in the menus: the top menu opens /oto/expert and groups the business menu; who sees
// which screens and buttons.

type Node = { code: string; name: string; path: string; category: number; children: Node[] };
type TopMenu = { id: string; code: string; path: string };

/** Screens of the business with their names and routes (not all of them: any screen may join). */
const SCREENS = [
  ['organization', '机构管理', '/oto/organization'],
  ['expert', '专家管理', '/oto/expert'],
  ['org_expert', '机构专家', '/oto/org-expert'],
  ['service', '服务管理', '/oto/service'],
  ['order', '订单管理', '/oto/order'],
  ['org_order', '机构订单', '/oto/org-order'],
  ['potential_students', '意向客户', '/oto/potential-students'],
  ['consultation', '咨询记录', '/oto/consultation'],
  ['qrcode_setting', '咨询二维码', '/oto/qrcode-setting'],
  ['prompt_config', '提示语配置', '/oto/prompt-config'],
  ['h5_register_user', 'H5报名用户', '/oto/h5-register-user'],
];

const business = async (token: string) => {
  const tops = (await call<TopMenu[]>(`${MGMT}/menu/top-menu`, { token })).body.data;
  const oto = tops.find((row) => row.code === 'oto');
  const routes = oto ? (await call<Node[]>(`${MGMT}/menu/routes?topMenuId=${oto.id}`, { token })).body.data : [];
  return { oto, menu: routes.find((node) => node.code === 'oto') };
};
const buttons = async (token: string) => buttonCodes((await call<Node[]>(`${MGMT}/menu/buttons`, { token })).body.data);

describe('stand-in: the business menus', () => {
  const standin = useOtoServer();

  it('gives the administrator every business screen under 一对一业务, which opens /oto/expert', async () => {
    const token = await admin();
    const { oto, menu } = await business(token);
    expect(oto?.path).toBe('/oto/expert');
    expect(menu).toMatchObject({ name: '一对一业务', path: '/oto' });
    // Every screen under 一对一业务, each with its route.
    expect(menu?.children.map((node) => node.code)).toEqual(screensUnder(standin.db.tables.menus, 'oto'));
    expect(menu?.children.map((node) => [node.code, node.name, node.path])).toEqual(expect.arrayContaining(SCREENS));
    expect(menu?.children.every((node) => node.path.startsWith('/oto/'))).toBe(true);
    const codes = await buttons(token);
    for (const code of [
      'organization_reset',
      'expert_audit',
      'org_expert_submit',
      'order_refund',
      'org_order_programme',
      'h5_register_user_export',
      'qrcode_setting_delete',
    ]) {
      expect(codes).toContain(code);
    }
    // No button for a call the entity does not have.
    expect(codes).not.toContain('potential_students_delete');
    expect(codes).not.toContain('prompt_config_delete');
    expect(codes).not.toContain('h5_register_user_add');
  });

  it('gives the operator every business screen and button but the deletes', async () => {
    const token = await operator();
    const { menu } = await business(token);
    expect(menu?.children.map((node) => node.code)).toEqual(screensUnder(standin.db.tables.menus, 'oto'));
    const codes = await buttons(token);
    expect(codes).toEqual(
      expect.arrayContaining([
        'organization_add',
        'organization_reset',
        'expert_audit',
        'order_refund',
        'org_order_status',
        'h5_register_user_export',
      ]),
    );
    expect(codes.filter((code) => code.endsWith('_delete'))).toEqual([]);
  });

  it('gives 机构人员 (orgstaff) its org screens without delete, audit or refund', async () => {
    const token = await orgStaff();
    const { menu } = await business(token);
    expect(menu?.children.map((node) => node.code)).toEqual(['org_expert', 'org_order', 'consultation']);
    expect((await buttons(token)).sort()).toEqual([
      'consultation_add',
      'consultation_edit',
      'consultation_view',
      'org_expert_add',
      'org_expert_edit',
      'org_expert_submit',
      'org_expert_view',
      'org_order_add',
      'org_order_edit',
      'org_order_expert',
      'org_order_programme',
      'org_order_status',
      'org_order_view',
    ]);
  });

  it('adds the business views (screens and _view buttons only) to 运营主管, 客服人员 and 教研人员', () => {
    const { menus, roles, roleMenus } = standin.db.tables;
    const codeOf = new Map(menus.map((menu) => [menu.id, menu.code]));
    const screens = screensUnder(menus, 'oto');
    const businessCodes = new Set(['oto', ...screens]);
    for (const alias of ['ops_manager', 'service', 'research']) {
      const role = roles.find((row) => row.tenantId === '000000' && row.roleAlias === alias);
      const codes = roleMenus.filter((row) => row.roleId === role?.id).map((row) => codeOf.get(row.menuId) ?? '');
      expect(codes.filter((code) => businessCodes.has(code)).sort()).toEqual([...businessCodes].sort());
      const businessButtons = codes.filter((code) => screens.some((screen) => code.startsWith(`${screen}_`)));
      // One view button per screen, each screen here having one.
      expect(businessButtons.length).toBe(screens.length);
      expect(businessButtons.every((code) => code.endsWith('_view'))).toBe(true);
    }
  });
});
