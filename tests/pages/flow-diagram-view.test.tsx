import { Refine, type DataProvider } from '@refinedev/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlowDiagramCanvasProps } from '../../src/pages/flow/diagram/flow-diagram-canvas';
import DefinitionDiagramAction from '../../src/pages/flow/diagram/definition-diagram-action';
import InstanceDiagramAction from '../../src/pages/flow/diagram/instance-diagram-action';
import { initI18n } from '../../src/providers/i18n';
import type { ResourceDef } from '../../src/resources/types';

// 流程图展示 from a row: which process model-view is asked for (an instance's, a definition's),
// the history handed to the drawing only for an instance, and the load failing or answering no
// XML said in the dialog (as the app, no retries). bpmn-js cannot draw in jsdom: a stand-in canvas shows what it was given.

vi.mock('../../src/pages/flow/diagram/flow-diagram-canvas', () => ({
  FlowDiagramCanvas: ({ xml, flow }: FlowDiagramCanvasProps) => (
    <div data-testid="canvas">{`${xml} | ${flow ? flow.length : 'no flow'}`}</div>
  ),
}));

type Call = { url: string; query?: Record<string, unknown> };
let calls: Call[] = [];
let answer: () => unknown = () => ({});

const dataProvider = {
  getApiUrl: () => '/api',
  getList: async () => ({ data: [], total: 0 }),
  getOne: async () => ({ data: {} }),
  create: async () => ({ data: {} }),
  update: async () => ({ data: {} }),
  deleteOne: async () => ({ data: {} }),
  custom: async (call: Call) => {
    calls.push(call);
    return { data: answer() };
  },
} as unknown as DataProvider;

function show(action: 'instance' | 'definition', row: Record<string, unknown>) {
  const onDone = vi.fn();
  const Action = action === 'instance' ? InstanceDiagramAction : DefinitionDiagramAction;
  render(
    <AntApp>
      <Refine
        dataProvider={dataProvider}
        options={{
          disableTelemetry: true,
          reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
        }}
      >
        <Action def={{} as ResourceDef} rows={[row]} query={{}} onDone={onDone} />
      </Refine>
    </AntApp>,
  );
  return onDone;
}

const history = [{ historyActivityId: 'start', endTime: '2025-03-02 10:00:00' }];

describe('flow diagram dialog', () => {
  beforeAll(() => initI18n('zh'));
  beforeEach(() => {
    calls = [];
    answer = () => ({ xml: '<definitions/>', flow: history });
  });

  it('draws an instance with its history, and closes through onDone(false)', async () => {
    const onDone = show('instance', { id: 'e1', processInstanceId: 'p1', processDefinitionId: 'Leave:1:1' });
    expect(await screen.findByText('流程图展示')).toBeTruthy();
    expect((await screen.findByTestId('canvas')).textContent).toBe('<definitions/> | 1');
    expect(calls[0]).toMatchObject({ url: '/blade-flow/process/model-view', query: { processInstanceId: 'p1' } });
    fireEvent.click(screen.getByRole('button', { name: /关\s*闭/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(false));
  });

  it('draws a definition without marks: a definition row’s id is its processDefinitionId', async () => {
    answer = () => ({ xml: '<definitions/>' });
    show('definition', { id: 'Leave:2:7', key: 'Leave' });
    expect((await screen.findByTestId('canvas')).textContent).toBe('<definitions/> | no flow');
    expect(calls[0].query).toEqual({ processDefinitionId: 'Leave:2:7' });
  });

  it('prefers a row’s processDefinitionId (a start-list or task row)', async () => {
    show('definition', { id: 't1', processDefinitionId: 'Leave:1:1' });
    await screen.findByTestId('canvas');
    expect(calls[0].query).toEqual({ processDefinitionId: 'Leave:1:1' });
  });

  it('says when the load fails, and tries again', async () => {
    answer = () => {
      throw { message: '流程实例不存在', statusCode: 400 };
    };
    show('instance', { processInstanceId: 'gone' });
    expect(await screen.findByText('流程图加载失败')).toBeTruthy();
    expect(screen.getByText('流程实例不存在')).toBeTruthy();
    answer = () => ({ xml: '<definitions/>', flow: [] });
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect((await screen.findByTestId('canvas')).textContent).toBe('<definitions/> | 0');
  });

  it('says when there is no diagram, or no process to show', async () => {
    answer = () => ({ flow: [] });
    show('instance', { processInstanceId: 'p2' });
    expect(await screen.findByText('没有找到这个流程的流程图')).toBeTruthy();
  });

  it('asks nothing for a row without a process', async () => {
    show('instance', { id: 'x' });
    expect(await screen.findByText('没有指定流程')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
