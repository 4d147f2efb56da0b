// Types of build-server.mjs, for the end-to-end tests that run the bundle it builds.
export const SERVER_BUNDLE: string;
export function buildServer(out?: string): Promise<string>;
export function freshServer(out?: string): Promise<string>;
