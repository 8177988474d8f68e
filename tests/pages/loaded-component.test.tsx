import { act, render, screen, within } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoadedComponent, preload } from '../../src/crud/loaded-component';

type Props = { name: string };
const Greeting = ({ name }: Props) => <p>hello {name}</p>;
const module = { default: Greeting };

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

const drawn = (load: () => Promise<typeof module>) => (
  <Boundary>
    <Suspense fallback={<p>waiting</p>}>
      <LoadedComponent load={load} props={{ name: 'dialog' }} />
    </Suspense>
  </Boundary>
);

describe('a component from a loader (declared dialogs, the drawer frame)', () => {
  it('draws a module that is already here in the same render, without a fallback', async () => {
    const load = vi.fn(() => Promise.resolve(module));
    preload(load);
    await act(() => Promise.resolve());
    render(drawn(load));
    // No waiting: a suspension would show the fallback first (and React may hold it 300 ms).
    expect(screen.getByText('hello dialog')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback while the module loads, then the module; one fetch for every mount', async () => {
    let arrive: (value: typeof module) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof module>((resolve) => (arrive = resolve)));
    const first = within(render(drawn(load)).container);
    const second = within(render(drawn(load)).container);
    expect(first.getByText('waiting')).toBeTruthy();
    await act(async () => arrive(module));
    expect(await first.findByText('hello dialog')).toBeTruthy();
    expect(await second.findByText('hello dialog')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again when drawn after a fetch failed (offline, a new build)', async () => {
    const load = vi.fn<() => Promise<typeof module>>().mockRejectedValue(new Error('chunk failed'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = render(drawn(load));
    expect(await within(failing.container).findByText('failed')).toBeTruthy();
    failing.unmount();
    const tries = load.mock.calls.length;
    load.mockResolvedValue(module);
    render(drawn(load));
    expect(await screen.findByText('hello dialog')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(tries + 1);
    vi.restoreAllMocks();
  });
});
