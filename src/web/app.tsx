import { StrictMode } from 'react';
import { AppRoutes } from './router.tsx';

export function App() {
  return (
    <StrictMode>
      <AppRoutes />
    </StrictMode>
  );
}
