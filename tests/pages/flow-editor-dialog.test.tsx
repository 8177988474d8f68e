import { Refine, type DataProvider } from '@refinedev/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { useEffect, useImperativeHandle, type Ref } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModelEditorHandle, ModelEditorProps } from '../../src/pages/flow/editor/model-editor';
import ModelEditorDialog from '../../src/pages/flow/editor/model-editor-dialog';
import { initI18n } from '../../src/providers/i18n';
import type { ResourceDef } from '../../src/resources/types';

// The model editor dialog around the editor (bpmn-js cannot draw in jsdom: a stand-in editor
// reports ready and answers as the real one does): a new model's required fields and key rule,
// the submit body, an edited model's detail, a refused save keeping everything, and closing with
// changes asking first.

const editor = vi.hoisted(() => ({ xml: '', dirty: false, process: { id: '', name: '' } }));

vi.mock('../../src/pages/flow/editor/model-editor', () => ({
  ModelEditor: function StandInEditor({ xml, onStatus, ref }: ModelEditorProps & { ref?: Ref<ModelEditorHandle> }) {
    useImperativeHandle(ref, () => ({
      saveXML: async () => `<process id="${editor.process.id}" name="${editor.process.name}" />`,
      isDirty: () => editor.dirty,
      process: () => ({ ...editor.process }),
      updateProcess: (values) => Object.assign(editor.process, values),
      idTaken: (id) => id === 'startEvent1',
    }));
    useEffect(() => {
      editor.xml = xml;
      const id = /<process id="([^"]+)"/.exec(xml)?.[1] ?? '';
      editor.process = { id, name: /<process id="[^"]+" name="([^"]*)"/.exec(xml)?.[1] ?? '' };
      onStatus?.('ready');
    }, [xml, onStatus]);
    return <div data-testid="stand-in-editor" />;
  },
}));

type Call = { url: string; method: string; payload?: Record<string, unknown>; query?: Record<string, unknown> };
let calls: Call[] = [];
let refuseSubmit = false;
const storedXml = '<definitions><process id="Leave" name="请假流程" /></definitions>';

const dataProvider = {
  getApiUrl: () => '/api',
  getList: async () => ({ data: [], total: 0 }),
  getOne: async () => ({ data: {} }),
  create: async () => ({ data: {} }),
  update: async () => ({ data: {} }),
  deleteOne: async () => ({ data: {} }),
  custom: async (call: Call) => {
    calls.push(call);
    if (call.url.endsWith('/model/detail'))
      return {
        data: { id: 'm1', name: '请假流程', modelKey: 'Leave', description: '请假审批', modelEditorXml: storedXml },
      };
    if (refuseSubmit) throw { message: '模型标识已存在', statusCode: 400 };
    return { data: { ...call.payload, version: 2 } };
  },
} as unknown as DataProvider;

function open(rows: Record<string, unknown>[]) {
  const onDone = vi.fn();
  render(
    <AntApp>
      <Refine
        dataProvider={dataProvider}
        options={{
          disableTelemetry: true,
          reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
        }}
      >
        <ModelEditorDialog def={{} as ResourceDef} rows={rows} query={{}} onDone={onDone} />
      </Refine>
    </AntApp>,
  );
  return onDone;
}

const dialog = () => screen.getByRole('dialog');
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
const click = (name: RegExp) => fireEvent.click(within(dialog()).getByRole('button', { name }));
const submits = () => calls.filter((call) => call.url.endsWith('/model/submit'));

describe('model editor dialog', () => {
  beforeAll(() => initI18n('zh'));
  beforeEach(() => {
    calls = [];
    refuseSubmit = false;
    editor.dirty = false;
  });

  it('creates a model: name and key required, the key an XML name, and the process takes the key and name', async () => {
    const onDone = open([]);
    expect(await screen.findByText('创建模型')).toBeTruthy();
    await waitFor(() => expect(editor.process.id).toBe('process_new'));
    click(/保\s*存/);
    expect(await screen.findByText('请输入模型名称')).toBeTruthy();
    expect(await screen.findByText('请输入模型标识')).toBeTruthy();
    type('model-key', '1leave');
    expect(await screen.findByText(/模型标识以字母或下划线开头/)).toBeTruthy();
    expect(submits()).toHaveLength(0);

    type('model-name', '请假流程');
    type('model-key', 'leave');
    type('model-description', '员工请假');
    click(/保\s*存/);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(submits()).toHaveLength(1);
    expect(submits()[0]).toMatchObject({ url: '/blade-flow/model/submit', method: 'post' });
    expect(submits()[0].payload).toEqual({
      name: '请假流程',
      modelKey: 'leave',
      description: '员工请假',
      modelEditorXml: '<process id="leave" name="请假流程" />',
    });
  });

  it('edits a model: its detail fills the fields and the editor, the key stays, and the save names the model', async () => {
    const onDone = open([{ id: 'm1', name: '请假流程' }]);
    await waitFor(() => expect(input('model-name').value).toBe('请假流程'));
    expect(screen.getByText('编辑模型: 请假流程')).toBeTruthy();
    expect(calls[0]).toMatchObject({ url: '/blade-flow/model/detail', method: 'get', query: { id: 'm1' } });
    expect(input('model-key').value).toBe('Leave');
    expect(input('model-key').disabled).toBe(true);
    expect(editor.xml).toBe(storedXml);
    type('model-description', '请假审批 v2');
    click(/保\s*存/);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(submits()[0].payload).toEqual({
      id: 'm1',
      name: '请假流程',
      modelKey: 'Leave',
      description: '请假审批 v2',
      modelEditorXml: '<process id="Leave" name="请假流程" />',
    });
  });

  it('keeps the dialog and everything typed when the save is refused, and a new key is followed on the next save', async () => {
    const onDone = open([]);
    await waitFor(() => expect(editor.process.id).toBe('process_new'));
    type('model-name', '请假流程');
    type('model-key', 'leave');
    refuseSubmit = true;
    click(/保\s*存/);
    await waitFor(() => expect(submits()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onDone).not.toHaveBeenCalled();
    expect(input('model-name').value).toBe('请假流程');
    expect(input('model-key').value).toBe('leave');

    refuseSubmit = false;
    type('model-key', 'leave2');
    click(/保\s*存/);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(submits()[1].payload).toMatchObject({
      modelKey: 'leave2',
      modelEditorXml: '<process id="leave2" name="请假流程" />',
    });
  });

  it('closes at once when nothing was changed', async () => {
    const onDone = open([]);
    await waitFor(() => expect(editor.process.id).toBe('process_new'));
    click(/取\s*消/);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(false));
    expect(screen.queryByText('放弃未保存的修改?')).toBeNull();
  });

  it('closes at once when an opened model was left as it loaded', async () => {
    const onDone = open([{ id: 'm1', name: '请假流程' }]);
    await waitFor(() => expect(input('model-name').value).toBe('请假流程'));
    click(/取\s*消/);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(false));
    expect(screen.queryByText('放弃未保存的修改?')).toBeNull();
  });

  it('asks before throwing a changed diagram away, and 继续编辑 keeps it', async () => {
    const onDone = open([]);
    await waitFor(() => expect(editor.process.id).toBe('process_new'));
    editor.dirty = true;
    click(/取\s*消/);
    expect(await screen.findByText('放弃未保存的修改?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '继续编辑' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByTestId('stand-in-editor')).toBeTruthy();
  });
});
