import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './app';
import './styles/index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Router base="/area">
      <App />
    </Router>
  </StrictMode>,
);
