import { fireEvent, render, screen } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PrototypeGrid } from '../../src/pages/develop/prototype-grid';
import { rowFromAnswer } from '../../src/pages/develop/prototype-row';
import { createPrototypeStore } from '../../src/pages/develop/prototype-store';
import { initI18n } from '../../src/providers/i18n';
// The grid is drawn on its own here: its Chinese words come with the develop domain, as in the app.
import '../../src/resources/develop';

// The field grid stays responsive at 40 fields: typing in a cell or flipping a switch redraws that
// cell only: the other rows are not even read (the store is asked for the edited rows alone). The
// times are printed, not held to a ratio a loaded machine can miss.

const columns = Array.from({ length: 40 }, (_, i) => ({
  name: `column_${i}`,
  type: 'varchar(64)',
  comment: `第 ${i} 列`,
  propertyName: `column${i}`,
  propertyType: 'String',
}));

beforeAll(async () => {
  await initI18n('zh');
});

describe('prototype grid', () => {
  it('redraws only the edited cell when typing or toggling', () => {
    const store = createPrototypeStore(columns.map((column) => rowFromAnswer(column, 'm1')));
    const commits: { phase: string; duration: number }[] = [];
    const onRender: ProfilerOnRenderCallback = (_id, phase, actualDuration) =>
      commits.push({ phase, duration: actualDuration });
    render(
      <Profiler id="grid" onRender={onRender}>
        <PrototypeGrid store={store} dictOptions={[]} height={600} />
      </Profiler>,
    );
    expect(screen.getAllByLabelText('字段说明')).toHaveLength(40);
    const mount = commits.reduce((sum, commit) => sum + commit.duration, 0);

    const reads = vi.spyOn(store, 'row');
    commits.length = 0;
    const comment = screen.getAllByLabelText('字段说明')[7] as HTMLInputElement;
    fireEvent.change(comment, { target: { value: '改过的说明' } });
    fireEvent.click(screen.getAllByLabelText('查询配置')[12]);
    expect(comment.value).toBe('改过的说明');
    expect(store.row(7).comment).toBe('改过的说明');
    expect(store.row(12).isQuery).toBe(1);
    // Only rows 7 and 12 were looked at: no other cell re-rendered or even compared its value.
    expect(new Set(reads.mock.calls.map(([index]) => index))).toEqual(new Set([7, 12]));
    const edits = commits.reduce((sum, commit) => sum + commit.duration, 0);
    console.info(
      `[prototype grid] 40 rows drawn in ${mount.toFixed(1)} ms; a keystroke and a toggle committed in ${edits.toFixed(1)} ms`,
    );
  });
});
