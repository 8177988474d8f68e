import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { config } from './config';
import { initI18n } from './providers/i18n';
import { createServices } from './services';
import { errorLog, installErrorCapture, PageErrorBoundary } from './shell/error-log';
import './styles.css';

async function startStandin() {
  // Only when no backend is configured: a real deployment never downloads the stand-in.
  const { startStandin } = await import('../mocks/browser');
  const env = import.meta.env;
  await startStandin({
    product: config.product,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    cryptoKey: config.cryptoKey,
    // Build-time overrides; a tester can also set standin.tokenTtl / standin.latency in local storage.
    tokenTtlSeconds: Number(env.VITE_STANDIN_TOKEN_TTL) || undefined,
    latencyMs: Number(env.VITE_STANDIN_LATENCY) || undefined,
  });
}

async function boot() {
  await Promise.all([config.useStandin ? startStandin() : undefined, initI18n()]);
  const services = createServices();
  createRoot(document.getElementById('root')!).render(
    // Outside the router: a full page load is the safe way home if the router itself crashed.
    <PageErrorBoundary onHome={() => window.location.assign(config.homePath)}>
      <BrowserRouter>
        <App services={services} />
      </BrowserRouter>
    </PageErrorBoundary>,
  );
}

// Installed first, so errors while booting are recorded too.
installErrorCapture(errorLog);
void boot();
