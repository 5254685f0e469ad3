// React's own useSyncExternalStore, standing in (vite.config.ts resolve.alias) for the
// `use-sync-external-store/shim` that @preact/signals-react imports: on React 18 and later the shim
// only hands this hook back, so the client's entry need not carry the shim's fallback for React 17.
export { useSyncExternalStore } from 'react';
