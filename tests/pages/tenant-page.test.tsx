import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, findDialog, tableRows, waitForRows, rowAction } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

// Tenants: the 不限制 display, the setting toolbar action on the selected rows, the datasource and
// package row dialogs; the login page fixing the tenant of its address; a report opening in the
// iframe route.

const standin = standinForTests();
const admin = { username: 'admin', password: 'admin' };
const tenant = (tenantId: string) => standin.db.tables.tenants.find((row) => row.tenantId === tenantId)!;
const rowOf = (text: string) => [...tableRows()].find((row) => row.textContent?.includes(text)) as HTMLElement;

async function openTenants() {
  await renderApp('/system/tenant', admin);
  await waitForRows(4);
}

/** Opens an antd Select and picks the option with this label. */
async function pick(root: HTMLElement, label: string) {
  fireEvent.mouseDown(root.querySelector('.ant-select-selector') as HTMLElement);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (each) => each.textContent === label,
    );
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(option);
}

describe('tenants page', () => {
  it('shows an unset quota and expiry as 不限制, the others as they are', async () => {
    await openTenants();
    const platform = rowOf('000000');
    expect(within(platform).getAllByText('不限制')).toHaveLength(2);
    const east = rowOf('100001');
    expect(within(east).queryByText('不限制')).toBeNull();
    expect(within(east).getByText('2027-12-31 23:59:59')).toBeTruthy();
  });

  it('sends the quota and expiry of the selected tenants to setting?ids&accountNumber&expireTime', async () => {
    await openTenants();
    fireEvent.click(rowOf('100001').querySelector('.ant-checkbox-input') as HTMLElement);
    fireEvent.click(rowOf('100002').querySelector('.ant-checkbox-input') as HTMLElement);
    await waitFor(() => expect(screen.getByText('已选择 2 项')).toBeTruthy());
    fireEvent.click(button('授权配置', document.querySelector('.crud-toolbar') as HTMLElement));
    const modal = await findDialog();
    expect(within(modal).getByText('租户授权配置')).toBeTruthy();
    const quota = await waitFor(() => within(modal).getByRole('spinbutton') as HTMLInputElement);
    // Several tenants start from "unlimited".
    expect(quota.value).toBe('-1');
    fireEvent.change(quota, { target: { value: '80' } });
    fireEvent.blur(quota);
    fireEvent.click(button('确定', modal));
    expect(await screen.findByText('配置成功!')).toBeTruthy();
    const sent = standin.calls('/tenant/setting')[0].url.searchParams;
    expect(sent.get('ids')?.split(',').sort()).toEqual([tenant('100001').id, tenant('100002').id].sort());
    expect(sent.get('accountNumber')).toBe('80');
    expect(sent.get('expireTime')).toBe('');
    await waitFor(() => expect(within(rowOf('100002')).getByText('80')).toBeTruthy());
  });

  it('binds a datasource from datasource/select by the tenant code', async () => {
    await openTenants();
    fireEvent.click(await rowAction(rowOf('100002'), '数据源'));
    const modal = await findDialog();
    await pick(modal, 'postgresql-report');
    fireEvent.click(button('确定', modal));
    expect(await screen.findByText('配置成功!')).toBeTruthy();
    const sent = standin.calls('/tenant/datasource')[0].url.searchParams;
    const report = standin.db.tables.datasources.find((row) => row.name === 'postgresql-report')!;
    expect(Object.fromEntries(sent)).toEqual({ tenantId: '100002', datasourceId: report.id });
    expect(standin.calls('/datasource/select')).toHaveLength(1);
  });

  it('reads the package with package-detail (the primary id) and binds another with package-setting (the code)', async () => {
    await openTenants();
    fireEvent.click(await rowAction(rowOf('100001'), '产品包'));
    const modal = await findDialog();
    await waitFor(() => expect(within(modal).getByText('基础版')).toBeTruthy());
    expect(standin.calls('/tenant/package-detail')[0].url.searchParams.get('tenantId')).toBe(tenant('100001').id);
    await pick(modal, '旗舰版');
    fireEvent.click(button('确定', modal));
    expect(await screen.findByText('配置成功!')).toBeTruthy();
    const flagship = standin.db.tables.tenantPackages.find((row) => row.packageName === '旗舰版')!;
    expect(Object.fromEntries(standin.calls('/tenant/package-setting')[0].url.searchParams)).toEqual({
      tenantId: '100001',
      packageId: flagship.id,
    });
    expect(tenant('100001').packageId).toBe(flagship.id);
  });
});

describe("login on a tenant's own address", () => {
  it('asks tenant/info for this address and logs in to that tenant without showing the tenant field', async () => {
    standin.db.update('tenants', { ...tenant('100001'), domain: location.origin });
    await renderApp('/login');
    await waitFor(() => expect(standin.calls('/tenant/info')).toHaveLength(1));
    expect(standin.calls('/tenant/info')[0].url.searchParams.get('domain')).toBe(location.origin);
    await waitFor(() => expect(screen.queryByPlaceholderText('请输入租户编号')).toBeNull());
    fireEvent.click(button('登录'));
    await waitFor(() => expect(standin.calls('/oauth/token')).toHaveLength(1));
    expect(standin.calls('/oauth/token')[0].params.get('tenantId')).toBe('100001');
  });

  it('keeps the tenant field where no tenant is bound to the address', async () => {
    await renderApp('/login');
    await waitFor(() => expect(standin.calls('/tenant/info')).toHaveLength(1));
    expect(await screen.findByPlaceholderText('请输入租户编号')).toBeTruthy();
  });
});

describe('report definitions', () => {
  it('opens a report in its own tab through the iframe route, framing the report viewer', async () => {
    await renderApp('/report/reportlist', admin);
    await waitForRows(5);
    fireEvent.click(button('预览', rowOf('分部业绩汇总.ureport.xml')));
    const frame = await waitFor(() => {
      const found = document.querySelector<HTMLIFrameElement>('iframe.iframe-frame');
      if (!found) throw new Error('no frame');
      return found;
    });
    const src = new URL(frame.src);
    expect(src.pathname).toBe('/ureport/preview.html');
    expect(src.searchParams.get('_u')).toBe('blade-分部业绩汇总.ureport.xml');
    // The page and its tab are titled with the report's name.
    expect((await screen.findAllByText('分部业绩汇总')).length).toBeGreaterThan(0);
  });
});
