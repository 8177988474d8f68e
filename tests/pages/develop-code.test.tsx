import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, findButton, findDialog, rowAction } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';
import { admin, errorsIn, itemOf, pick, rowWith, type } from './oto-kit';

// 代码生成: gen-code for the selected rows (ids and system on the wire, the message and the files
// shown), 复制 (copy?id), the template's own fields shown by the template type, and a model
// picked filling in the table, prefix, names and package.

const standin = standinForTests();

const check = (row: HTMLElement) => fireEvent.click(row.querySelector('.ant-checkbox-input') as HTMLElement);
const labels = (root: HTMLElement) =>
  [...root.querySelectorAll('.ant-form-item-label label')].map((label) => label.textContent);

describe('code generator page', () => {
  it('generates the code of the selected configurations and shows what was written', async () => {
    await renderApp('/tool/code', admin);
    check(await rowWith('通知公告'));
    check(await rowWith('系统字典'));
    fireEvent.click(button('代码生成', document.querySelector('.crud-toolbar') as HTMLElement));
    expect(await screen.findByText('是否生成选中模块的代码?')).toBeTruthy();
    fireEvent.click(await findButton('确定'));
    expect(await screen.findByText('代码生成成功')).toBeTruthy();
    const sent = standin.calls('/code/gen-code')[0].url.searchParams;
    const ids = standin.db.tables.developCodes
      .filter((row) => ['通知公告', '系统字典'].includes(row.codeName))
      .map((row) => row.id);
    expect(sent.get('ids')?.split(',').sort()).toEqual(ids.sort());
    expect(sent.get('system')).toBe('saber');
    const dialog = await findDialog();
    expect(within(dialog).getByText(/共写入 \d+ 个文件/)).toBeTruthy();
    expect(
      within(dialog).getByText(
        '/home/dev/zhiyuan/zhiyuan-boot/src/main/java/org/springblade/desk/controller/NoticeController.java',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('/home/dev/zhiyuan/zhiyuan-admin/src/views/system/dict.vue')).toBeTruthy();
  });

  it('copies a configuration with copy?id after asking, and lists the copy', async () => {
    await renderApp('/tool/code', admin);
    const source = standin.db.tables.developCodes.find((row) => row.codeName === '订单信息')!;
    fireEvent.click(await rowAction(await rowWith('订单信息'), '复制'));
    expect(await screen.findByText('复制这条代码生成配置?')).toBeTruthy();
    fireEvent.click(await findButton('确定'));
    expect(await screen.findByText('复制成功!')).toBeTruthy();
    expect(standin.calls('/code/copy')[0].url.searchParams.get('id')).toBe(source.id);
    expect(await rowWith('订单信息-copy')).toBeTruthy();
  });

  it('shows the sub and tree fields by the template type, and fills in what a picked model names', async () => {
    await renderApp('/tool/code', admin);
    await rowWith('通知公告');
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    await waitFor(() => expect(labels(modal)).toContain('模版类型'));
    expect(labels(modal)).not.toContain('子表模型');
    expect(labels(modal)).not.toContain('树主键字段');
    await pick(modal, '数据模型', 'blade_dict: 系统字典');
    await waitFor(() =>
      expect((itemOf(modal, '表名').querySelector('input') as HTMLInputElement).value).toBe('blade_dict'),
    );
    expect((itemOf(modal, '表前缀').querySelector('input') as HTMLInputElement).value).toBe('blade_');
    expect((itemOf(modal, '模块名').querySelector('input') as HTMLInputElement).value).toBe('系统字典');
    expect((itemOf(modal, '包名').querySelector('input') as HTMLInputElement).value).toBe('org.springblade.dict');
    await pick(modal, '模版类型', '主子表');
    await waitFor(() => expect(labels(modal)).toEqual(expect.arrayContaining(['子表模型', '子表外键'])));
    await pick(modal, '模版类型', '树表');
    await waitFor(() =>
      expect(labels(modal)).toEqual(expect.arrayContaining(['树主键字段', '树父主键字段', '树名称字段'])),
    );
    expect(labels(modal)).not.toContain('子表模型');
    fireEvent.click(button('保存', modal));
    await waitFor(() =>
      expect(errorsIn(modal)).toEqual(
        expect.arrayContaining(['请选择树主键字段', '请选择树父主键字段', '请选择树名称字段']),
      ),
    );
    // The tree's columns are the model's saved fields (model-prototype/select).
    await pick(modal, '树主键字段', 'id: 主键');
    await pick(modal, '树父主键字段', 'parent_id: 父主键');
    await pick(modal, '树名称字段', 'dict_value: 字典名称');
    type(itemOf(modal, '后端生成路径').querySelector('input')!, '/work/api');
    type(itemOf(modal, '前端生成路径').querySelector('input')!, '/work/web');
    const dict = standin.db.tables.developModels.find((row) => row.modelCode === 'dict')!;
    expect(standin.calls('/model-prototype/select')[0].url.searchParams.get('modelId')).toBe(dict.id);
    fireEvent.click(button('保存', modal));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(JSON.parse(standin.calls('/code/submit')[0].body)).toMatchObject({
      modelId: dict.id,
      templateType: 'tree',
      treeId: 'id',
      treePid: 'parent_id',
      treeName: 'dict_value',
      serviceName: 'blade-dict',
      apiPath: '/work/api',
    });
  });
});
