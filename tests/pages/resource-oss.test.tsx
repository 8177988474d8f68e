import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../src/providers/i18n';
import { button, findButton, findDialog, waitForRows, rowAction, rowActionStates } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';
import { admin, errorsIn, rowWith, type } from './oto-kit';

// 对象存储: one enabled config per tenant (启用 after a confirm disables the other, and the list
// says so), the secret never on screen outside the form, appId and region for Tencent COS only,
// Saber's rule messages in zh and en, 调试 uploading through one config.

const standin = standinForTests();
const oss = (code: string) =>
  standin.db.tables.ossConfigs.find((row) => row.tenantId === '000000' && row.ossCode === code)!;
const labelsIn = (root: HTMLElement) =>
  [...root.querySelectorAll('.ant-form-item-label label')].map((label) => label.textContent);

async function openOss() {
  await renderApp('/resource/oss', admin);
  await rowWith('aliyun');
  await waitForRows(4);
}

describe('object storage page', () => {
  it('enables a config after a confirm; the list then shows it enabled and the other not', async () => {
    await openOss();
    const minio = await rowWith('minio');
    await waitFor(() => expect(within(minio).getByText('是')).toBeTruthy());
    // The enabled config's 启用 is there, disabled; the others' is allowed.
    expect((await rowActionStates(minio)).disabled).toEqual(['启用']);
    fireEvent.click(await rowAction(await rowWith('qiniu'), '启用'));
    expect(await screen.findByText('是否确定启用这条配置?')).toBeTruthy();
    fireEvent.click(button('确定', document.querySelector('.ant-modal-confirm') as HTMLElement));
    await waitFor(() => expect(standin.calls('/oss/enable')).toHaveLength(1));
    const [call] = standin.calls('/oss/enable');
    expect(call.method).toBe('POST');
    expect(call.url.searchParams.get('id')).toBe(oss('qiniu').id);
    await waitFor(async () => expect(within(await rowWith('minio')).getByText('否')).toBeTruthy());
    expect(within(await rowWith('qiniu')).getByText('是')).toBeTruthy();
    expect((await rowActionStates(await rowWith('minio'))).disabled).toEqual([]);
    expect((await rowActionStates(await rowWith('qiniu'))).disabled).toEqual(['启用']);
    expect(oss('minio').status).toBe(1);
    expect(oss('qiniu').status).toBe(2);
  });

  it('never shows the secret in the list or the view; the view shows Tencent’s appId and region', async () => {
    await openOss();
    const table = document.querySelector('.ant-table-tbody') as HTMLElement;
    expect(within(table).getAllByText('••••••')).toHaveLength(4);
    expect(within(table).queryByText(oss('minio').secretKey)).toBeNull();
    fireEvent.click(button('查看', await rowWith('tencent')));
    const view = await findDialog();
    await waitFor(() => expect(within(view).getByText('ap-shanghai')).toBeTruthy());
    expect(within(view).getByText('1250000000')).toBeTruthy();
    expect(within(view).getByText('••••••')).toBeTruthy();
    expect(within(view).queryByText(oss('tencent').secretKey)).toBeNull();
    fireEvent.click(button('关闭', view));
    await waitFor(() => expect(document.querySelector('.ant-modal-wrap:not([style*="none"]) .ant-modal')).toBeNull());
    fireEvent.click(button('查看', await rowWith('minio')));
    const minio = await findDialog();
    await waitFor(() => expect(within(minio).getByText('http://oss.zhiyuan-edu.cn:9000')).toBeTruthy());
    expect(within(minio).queryByText('appId')).toBeNull();
  });

  it('asks appId and region of Tencent COS only, and says what is missing in Saber’s words', async () => {
    await openOss();
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    await waitFor(() => expect(within(modal).getByLabelText('minio')).toBeTruthy());
    expect((within(modal).getByLabelText('minio') as HTMLInputElement).checked).toBe(true);
    expect(labelsIn(modal)).not.toContain('appId');
    fireEvent.click(within(modal).getByLabelText('腾讯云'));
    await waitFor(() => expect(labelsIn(modal)).toEqual(expect.arrayContaining(['appId', 'region'])));
    fireEvent.click(button('保存', modal));
    await waitFor(() =>
      expect(errorsIn(modal)).toEqual([
        '请输入资源编号',
        '请输入资源地址',
        '请输入空间名',
        '请输入accessKey',
        '请输入secretKey',
      ]),
    );
    fireEvent.click(within(modal).getByLabelText('阿里云'));
    await waitFor(() => expect(labelsIn(modal)).not.toContain('appId'));
    expect(standin.calls('/oss/submit')).toHaveLength(0);
  });

  it('keeps the dialog and what was typed when the code is taken, then saves a new config disabled', async () => {
    await openOss();
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    type(within(modal).getByPlaceholderText('请输入资源编号'), 'qiniu');
    type(within(modal).getByPlaceholderText('请输入资源地址'), 'http://10.1.1.9:9000');
    type(within(modal).getByPlaceholderText('请输入空间名'), 'edu');
    type(within(modal).getByPlaceholderText('请输入accessKey'), 'ak');
    type(within(modal).getByPlaceholderText('请输入secretKey'), 'sk');
    fireEvent.click(button('保存', modal));
    expect(await screen.findByText('当前资源编号已存在!')).toBeTruthy();
    expect((within(modal).getByPlaceholderText('请输入资源地址') as HTMLInputElement).value).toBe(
      'http://10.1.1.9:9000',
    );
    type(within(modal).getByPlaceholderText('请输入资源编号'), 'minio-edu');
    fireEvent.click(button('保存', modal));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const body = JSON.parse(standin.calls('/oss/submit').at(-1)!.body);
    expect(body).toMatchObject({
      category: 1,
      ossCode: 'minio-edu',
      endpoint: 'http://10.1.1.9:9000',
      bucketName: 'edu',
      accessKey: 'ak',
      secretKey: 'sk',
    });
    expect(oss('minio-edu').status).toBe(1);
    expect(within(await rowWith('minio-edu')).getByText('否')).toBeTruthy();
  });

  it('says what is missing in English too', async () => {
    await openOss();
    await act(() => changeLanguage('en'));
    fireEvent.click(await findButton('Add'));
    const modal = await findDialog();
    await waitFor(() => expect(within(modal).getByLabelText('MinIO')).toBeTruthy());
    fireEvent.click(within(modal).getByLabelText('Tencent Cloud'));
    fireEvent.click(button('Save', modal));
    await waitFor(() =>
      expect(errorsIn(modal)).toEqual([
        'Please enter the resource code',
        'Please enter the endpoint',
        'Please enter the bucket name',
        'Please enter the accessKey',
        'Please enter the secretKey',
      ]),
    );
    expect(labelsIn(modal)).toEqual([
      'Category',
      'Resource code',
      'Endpoint',
      'Bucket',
      'accessKey',
      'secretKey',
      'appId',
      'region',
      'Remark',
    ]);
  });

  it('tests an upload through the row’s config: put-file?code=<ossCode>, multipart, the link and domain shown', async () => {
    await openOss();
    fireEvent.click(await rowAction(await rowWith('aliyun'), '调试'));
    const modal = await findDialog();
    expect(within(modal).getByText('对象存储上传调试')).toBeTruthy();
    const input = modal.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'poster.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(within(modal).getByText('oss-cn-hangzhou.aliyuncs.com/zhiyuan-backup')).toBeTruthy());
    const [upload] = standin.calls('/oss/endpoint/put-file');
    expect(upload.method).toBe('POST');
    expect(upload.url.searchParams.get('code')).toBe('aliyun');
    expect(upload.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload.body).toMatch(/Content-Disposition: form-data; name="file"/);
    const link = modal.querySelector('.file-result a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toMatch(/^data:image\/png;base64,/);
    expect(modal.querySelector('.file-result-picture')).toBeTruthy();
    expect(await screen.findByText('上传成功')).toBeTruthy();
  });
});
