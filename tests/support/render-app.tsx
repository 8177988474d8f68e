import { render } from '@testing-library/react';
import { expect } from 'vitest';
import { MemoryRouter } from 'react-router';
import { App } from '../../src/App';
import { initI18n } from '../../src/providers/i18n';
import { createServices } from '../../src/services';
import { TestStyles } from './test-styles';

/**
 * The whole console, real providers and antd, at a path, against the msw stand-in. A test that
 * ended (timed out) while it waited to log in draws nothing into the next test's page.
 */
export async function renderApp(path: string, login?: { username: string; password: string }) {
  const test = expect.getState().currentTestName;
  await initI18n('zh');
  const services = createServices();
  if (login) {
    const result = await services.auth.login({ tenantId: '000000', ...login });
    if (!result.success) throw new Error('login failed');
  }
  if (expect.getState().currentTestName !== test) throw new Error(`renderApp of "${test}" after that test ended`);
  const view = render(
    <TestStyles>
      <MemoryRouter initialEntries={[path]}>
        <App services={services} />
      </MemoryRouter>
    </TestStyles>,
  );
  return { ...view, services };
}
