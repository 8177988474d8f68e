import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../src/providers/i18n';
import { button, findDialog, tableRows, waitForRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';
import { admin, rowWith } from './oto-kit';

// 附件管理: sizes in human units and the link as a link; 上传 checks kind and size before anything
// is sent, then posts each file (multipart `file`) to put-file-attach and the list shows it; 转PDF
// shows the converted file's name and link; 下载 saves the file under its original name.

const standin = standinForTests();
afterEach(() => vi.restoreAllMocks());

async function openAttach() {
  await renderApp('/resource/attach', admin);
  // The first page of a file waits for its chunks on a busy machine: more room than waitForRows.
  await rowWith('2025志愿填报指南.pdf');
  await waitForRows(10);
}

const choose = (modal: HTMLElement, ...files: File[]) =>
  fireEvent.change(modal.querySelector('input[type="file"]') as HTMLInputElement, { target: { files } });

describe('attachments page', () => {
  it('lists sizes in human units and each link as a link that downloads a data: file', async () => {
    await openAttach();
    const seed = standin.db.tables.attaches.find(
      (row) => row.tenantId === '000000' && row.originalName === '2024各省本科批次线.csv',
    )!;
    const row = await rowWith('2024各省本科批次线.csv');
    expect(seed.attachSize).toBeLessThan(1024);
    expect(within(row).getByText(`${seed.attachSize} B`)).toBeTruthy();
    const pdf = await rowWith('2025志愿填报指南.pdf');
    const guide = standin.db.tables.attaches.find(
      (each) => each.tenantId === '000000' && each.originalName === '2025志愿填报指南.pdf',
    )!;
    expect(within(pdf).getByText(`${(guide.attachSize / 1024).toFixed(1)} KB`)).toBeTruthy();
    const link = pdf.querySelector('a[href^="data:"]') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe(guide.link);
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.textContent).toBe('data:application/pdf;base64,…');
  });

  it('refuses a kind it does not take and a file over 2 MB before sending, then uploads one as multipart and lists it', async () => {
    await openAttach();
    fireEvent.click(button('上传'));
    const modal = await findDialog();
    await waitFor(() => expect(modal.querySelector('input[type="file"]')).toBeTruthy());
    choose(modal, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    expect(await screen.findByText('不支持的文件类型:setup.exe')).toBeTruthy();
    choose(modal, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('scan.pdf 超过 2MB,未上传')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(standin.calls('/put-file-attach')).toHaveLength(0);

    choose(modal, new File([new Uint8Array(1536).fill(65)], 'roster.csv', { type: 'text/csv' }));
    expect(await screen.findByText('上传成功')).toBeTruthy();
    const [upload] = standin.calls('/oss/endpoint/put-file-attach');
    expect(upload.method).toBe('POST');
    expect(upload.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload.body).toMatch(
      /Content-Disposition: form-data; name="file"; filename="[^"]+"\r\nContent-Type: text\/csv/,
    );
    await waitFor(() => expect(modal.querySelector('.ant-upload-list-item-done')).toBeTruthy());
    fireEvent.click(button('关闭', modal));
    const added = standin.db.tables.attaches.at(-1)!;
    expect(added).toMatchObject({ tenantId: '000000', attachSize: 1536 });
    const row = await rowWith(added.originalName);
    expect(within(row).getByText('1.5 KB')).toBeTruthy();
  });

  it('shows a progress bar while the upload is under way, then the file done and listed', async () => {
    const release = standin.hold('post', '*/oss/endpoint/put-file-attach');
    await openAttach();
    fireEvent.click(button('上传'));
    const modal = await findDialog();
    await waitFor(() => expect(modal.querySelector('input[type="file"]')).toBeTruthy());
    choose(modal, new File([new Uint8Array(3072).fill(66)], 'progress.csv', { type: 'text/csv' }));
    await waitFor(() => expect(standin.calls('/oss/endpoint/put-file-attach')).toHaveLength(1));
    const item = await waitFor(() => {
      const found = modal.querySelector<HTMLElement>('.ant-upload-list-item-uploading');
      if (!found) throw new Error('no file uploading');
      return found;
    });
    expect(item.textContent).toContain('progress.csv');
    // antd draws the bar once an upload has taken 300 ms: a quick one only flashes its name.
    const bar = await within(item).findByRole('progressbar');
    const percent = Number(bar.getAttribute('aria-valuenow'));
    expect(percent).toBeGreaterThanOrEqual(0);
    expect(percent).toBeLessThan(100);
    expect(modal.querySelector('.ant-upload-list-item-done')).toBeNull();

    release();
    expect(await screen.findByText('上传成功')).toBeTruthy();
    await waitFor(() =>
      expect(modal.querySelector('.ant-upload-list-item-done')?.textContent).toContain('progress.csv'),
    );
    expect(modal.querySelector('.ant-upload-list-item-uploading')).toBeNull();
    fireEvent.click(button('关闭', modal));
    const added = standin.db.tables.attaches.at(-1)!;
    expect(added.attachSize).toBe(3072);
    const row = await rowWith(added.originalName);
    expect(within(row).getByText('3 KB')).toBeTruthy();
  });

  it('converts a picked file to PDF and shows the result’s name and link', async () => {
    await openAttach();
    fireEvent.click(button('转PDF'));
    const modal = await findDialog();
    expect((button('转换', modal) as HTMLButtonElement).disabled).toBe(true);
    choose(modal, new File(['2025 招生简章'], 'brochure.txt', { type: 'text/plain' }));
    await waitFor(() => expect(within(modal).getByText('brochure.txt')).toBeTruthy());
    expect(standin.calls('/put-file-attach-to-pdf')).toHaveLength(0);
    fireEvent.click(button('转换', modal));
    expect(await screen.findByText('转换完成,已存为附件')).toBeTruthy();
    const link = await waitFor(() => modal.querySelector('.file-result a') as HTMLAnchorElement);
    expect(link.getAttribute('href')).toMatch(/^data:application\/pdf;base64,/);
    // jsdom's File loses its name on the way into the multipart body (a browser keeps it): the PDF is named after what arrived.
    const pdfName = within(modal).getAllByText(/\.pdf$/)[0].textContent ?? '';
    expect(link.getAttribute('download')).toBe(pdfName);
    expect(standin.calls('/put-file-attach-to-pdf')[0].headers.get('content-type')).toMatch(/^multipart\/form-data/);
    fireEvent.click(button('关闭', modal));
    // The list then shows the newest first: the PDF on top.
    await waitFor(() => expect(tableRows()[0]?.textContent).toContain(pdfName));
  });

  it('downloads an attachment under its original name', async () => {
    await openAttach();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    fireEvent.click(button('下载', await rowWith('咨询话术.txt')));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const seed = standin.db.tables.attaches.find(
      (row) => row.tenantId === '000000' && row.originalName === '咨询话术.txt',
    )!;
    expect(clicked[0].download).toBe('咨询话术.txt');
    expect(clicked[0].getAttribute('href')).toBe(seed.link);
  });

  it('names its columns and the upload rules in English', async () => {
    await openAttach();
    await act(() => changeLanguage('en'));
    await waitFor(() => expect(button('Upload')).toBeTruthy());
    const headers = [...document.querySelectorAll('.ant-table-thead th')]
      .map((th) => th.textContent?.trim())
      .filter(Boolean);
    expect(headers).toEqual([
      'Original name',
      'Object name',
      'Extension',
      'Size',
      'Link',
      'Domain',
      'Uploaded at',
      'Actions',
    ]);
    fireEvent.click(button('Upload'));
    const modal = await findDialog();
    choose(modal, new File(['x'], 'notes.exe'));
    expect(await screen.findByText('This kind of file cannot be uploaded: notes.exe')).toBeTruthy();
  });
});
