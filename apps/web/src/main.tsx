import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { CORE_TRANSLATIONS, i18n, loadTranslations } from './lib/i18n';
import './styles/index.css';

function mount() {
  try {
    const container = document.getElementById('root');
    if (!container) throw new Error('index.html has no #root element');
    createRoot(container).render(
      <StrictMode>
        <App />
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
