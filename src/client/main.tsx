import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startOfflineSync } from './lib/offline-sync';
import './styles.css';

// The saved theme is already on <html> (public/theme-boot.js runs before first paint).
// Progress read offline is sent now and whenever the connection returns.
startOfflineSync();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
