// Stylesheets imported for their side effect (Vite extracts them); typed for the worker's check too.
declare module '*.css';
