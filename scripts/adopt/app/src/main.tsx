import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// No Tailwind in this app: the shell's prebuilt stylesheet (it holds the kit's too).
import '@cep/layout/styles.css';
import './app.css';
import { App } from './app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
