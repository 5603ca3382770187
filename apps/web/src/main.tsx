import 'bootstrap/dist/css/bootstrap.min.css';
// The serif of the wordmark and headings, self-hosted (Latin, weight 600 only: about 21 KB).
import '@fontsource/source-serif-4/latin-600.css';
import './theme/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
