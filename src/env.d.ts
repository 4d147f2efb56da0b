declare const __APP_VERSION__: string;
/// <reference types="vite-plugin-pwa/react" />
