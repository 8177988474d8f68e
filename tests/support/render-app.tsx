import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { App } from '../../src/App';
import { initI18n } from '../../src/providers/i18n';
import { createServices } from '../../src/services';

/** The whole console, real providers and antd, at a path, against the msw stand-in. */
export async function renderApp(path: string, login?: { username: string; password: string }) {
  await initI18n('zh');
  const services = createServices();
  if (login) {
    const result = await services.auth.login({ tenantId: '000000', ...login });
    if (!result.success) throw new Error('login failed');
  }
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App services={services} />
    </MemoryRouter>,
  );
  return { ...view, services };
}
