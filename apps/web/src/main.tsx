import '@mantine/core/styles.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startErrorReporting } from './lib/error-reporting';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

startErrorReporting();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
