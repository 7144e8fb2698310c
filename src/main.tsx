import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { followTheme } from './app/theme';
import './styles/global.css';

followTheme();
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);
