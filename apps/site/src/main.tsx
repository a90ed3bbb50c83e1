import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './app';
import { initialLocale, setCurrentLocale } from './i18n/locale';
import { LocaleProvider, loadTranslator } from './i18n/provider';
import './styles/index.css';

// an English reader's first paint is already English: its catalogue is fetched before rendering
const locale = initialLocale();
setCurrentLocale(locale);
void loadTranslator(locale).then((translator) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <LocaleProvider initial={translator}>
        <Router base="/area">
          <App />
        </Router>
      </LocaleProvider>
    </StrictMode>,
  ),
);
