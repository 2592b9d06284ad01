import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { preloadRoutes } from './app/router';
import { prefetchBranding } from './features/white-label/api/prefetch-branding';
import { CORE_TRANSLATIONS, i18n, loadTranslations } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import './styles/index.css';

// What the first screen waits for is asked for at once and side by side (issue 16: every link of the chain costs a round
// trip on a phone): the shell's texts, the tenant's branding (then the admin's overrides) and the first route's code with its
// texts. The first render waits only for the shell's texts; the branding provider and the router then wait for what is
// still on its way.
const queryClient = createQueryClient();
void prefetchBranding(queryClient);
preloadRoutes(window.location.pathname);

function mount() {
  try {
    const container = document.getElementById('root');
    if (!container) throw new Error('index.html has no #root element');
    createRoot(container).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  } catch (error) {
    // Spec section 8: a failure during mount is logged and rethrown.
    console.error('Error while mounting app:', error);
    throw error;
  }
}

// The first render waits for the shell's texts in the active language (lib/i18n.ts), so no key is ever shown; index.html's
// loader stays meanwhile. Should they fail to load, the app mounts all the same (not a top-level await: it would turn off
// Rolldown's chunk optimisations).
void loadTranslations(i18n, CORE_TRANSLATIONS).then(mount, (error: unknown) => {
  console.error('Error while loading translations:', error);
  mount();
});
