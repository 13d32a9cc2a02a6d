/**
 * The name of the small public file every build publishes (buildInfo.ts): read by the change
 * detector and polled by the screen mode in the browser, so it lives apart from buildInfo.ts's
 * Node-only code.
 */
export const BUILD_INFO_FILE = 'build.json';
