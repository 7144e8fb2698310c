import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { followTheme } from './app/theme';
import './styles/global.css';

followTheme();
const router = createAppRouter(() => import('./app/console-client').then((m) => m.consoleClient()));

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
