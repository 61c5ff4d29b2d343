import { Toaster as Sonner } from 'sonner';

// spec §9: one toast visible at a time.
export default function Toaster() {
  return <Sonner position="top-center" visibleToasts={1} richColors closeButton />;
}
