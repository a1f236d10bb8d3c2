import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';

function Placeholder() {
  return <h1 className="p-8 text-2xl font-bold">Inkforge</h1>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Placeholder />
  </StrictMode>,
);
